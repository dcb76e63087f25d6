/**
 * Reads the published news and tags of every language from the API into Gatsby nodes.
 * A failed call fails the build (panicOnBuild: non-zero exit), so a broken API never publishes an
 * empty site over the live one.
 */
import type { GatsbyNode, NodeInput } from 'gatsby'
import { LANGUAGES, isLanguage } from '../../shared/languages'
import type { NewsRecord, TagRecord } from '../types'
import { createApiClient } from './api'
import { NEWS_ENDPOINT, NEWS_LATEST_ENDPOINT, TAGS_ENDPOINT } from './endpoints'
import { apiUrl, mediaOrigin } from './env'
import { imageSizes } from './image-size'
import { NEWS_TYPE, TAG_TYPE } from './schema'

interface LanguageContent {
  news: NewsRecord[]
  tags: TagRecord[]
  latest: NewsRecord[]
}

async function fetchContent(baseUrl: string): Promise<LanguageContent[]> {
  const api = createApiClient(baseUrl)
  return Promise.all(
    LANGUAGES.map(async (lang) => ({
      news: await api.list<NewsRecord>(NEWS_ENDPOINT, { lang }),
      tags: await api.list<TagRecord>(TAGS_ENDPOINT, { lang }),
      latest: await api.get<NewsRecord[]>(NEWS_LATEST_ENDPOINT, { lang }),
    })),
  )
}

export const sourceNodes: GatsbyNode['sourceNodes'] = async ({ actions, createNodeId, createContentDigest, reporter, cache }) => {
  const baseUrl = apiUrl()
  reporter.info(`Reading news and tags from ${baseUrl}`)
  let content: LanguageContent[]
  try {
    content = await fetchContent(baseUrl)
  } catch (error) {
    reporter.panicOnBuild(`Could not read the site's content from the API: ${(error as Error).message}`)
    return
  }

  // One record per id and language, whatever the API repeats; unpublished or unknown-language rows never show.
  const newsById = new Map<number, NewsRecord>()
  const tagsById = new Map<number, TagRecord>()
  const latestRank = new Map<number, number>()
  for (const part of content) {
    for (const tag of part.tags) if (isLanguage(tag.lang)) tagsById.set(tag.id, tag)
    for (const item of part.news) if (isLanguage(item.lang) && item.is_published !== false) newsById.set(item.id, item)
    part.latest.forEach((item, index) => latestRank.set(item.id, index + 1))
  }

  const origin = mediaOrigin()
  const sizes = await imageSizes(
    [...newsById.values()].flatMap((item) => (item.image ? [{ url: new URL(item.image, origin).href, version: item.updated_at }] : [])),
    { cache, reporter },
  )

  const tagNodeId = (id: number) => createNodeId(`${TAG_TYPE}-${id}`)
  const newsCount = new Map<number, number>()
  for (const item of newsById.values()) {
    const { id, tags: tagIds, image, created_at, updated_at, is_published, ...fields } = item
    const ownTags = tagIds.filter((tagId) => tagsById.get(tagId)?.lang === item.lang)
    ownTags.forEach((tagId) => newsCount.set(tagId, (newsCount.get(tagId) ?? 0) + 1))
    const size = image ? sizes.get(new URL(image, origin).href) : null
    const node: NodeInput = {
      ...fields,
      id: createNodeId(`${NEWS_TYPE}-${id}`),
      api_id: id,
      image,
      image_width: size?.width ?? null,
      image_height: size?.height ?? null,
      image_srcset: size?.srcset ?? null,
      image_webp_srcset: size?.webpSrcset ?? null,
      tags: ownTags.map(tagNodeId),
      latest_rank: latestRank.get(id) ?? null,
      internal: { type: NEWS_TYPE, contentDigest: '' },
    }
    node.internal.contentDigest = createContentDigest(node)
    actions.createNode(node)
  }
  for (const tag of tagsById.values()) {
    const { id, ...fields } = tag
    const node: NodeInput = {
      ...fields,
      id: tagNodeId(id),
      api_id: id,
      news_count: newsCount.get(id) ?? 0,
      internal: { type: TAG_TYPE, contentDigest: '' },
    }
    node.internal.contentDigest = createContentDigest(node)
    actions.createNode(node)
  }
  reporter.info(`Read ${newsById.size} news and ${tagsById.size} tags`)
}
