/**
 * The GraphQL types the pages query. Declared, not inferred, so a site with no news (or no tags)
 * still builds: the page queries keep their fields when there is no node to infer them from.
 * Field names follow the API (shared/resources); `api_id` is the API's id, `id` is Gatsby's.
 */
import type { GatsbyNode } from 'gatsby'

export const NEWS_TYPE = 'News'
export const TAG_TYPE = 'NewsTag'

export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions }) => {
  actions.createTypes(`
    type ${TAG_TYPE} implements Node @dontInfer {
      api_id: Int!
      name: String!
      slug: String!
      lang: String!
      "How many published news carry this tag."
      news_count: Int!
    }

    type ${NEWS_TYPE} implements Node @dontInfer {
      api_id: Int!
      title: String!
      slug: String!
      lang: String!
      "YYYY-MM-DD"
      date_made: String!
      summary: String
      body: String!
      "A path on the API's origin, e.g. /media/news/x.png"
      image: String
      image_alt: String
      image_width: Int
      image_height: Int
      "srcset of the resized variants in the image's own format (and the original), or null"
      image_srcset: String
      "srcset of the WebP variants, or null"
      image_webp_srcset: String
      tags: [${TAG_TYPE}!]! @link
      "1-3 for the news GET news/latest/ returns for its language, else null."
      latest_rank: Int
    }
  `)
}
