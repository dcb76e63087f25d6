/**
 * Stands in, in the production browser bundle only, for Gatsby's internal Partytown plugin's
 * gatsby-browser.js: its one hook (`onInitialClientRender`) returns at once outside `gatsby develop`,
 * but importing it puts gatsby-script and Partytown's integration into the app chunk of every page.
 * The site has no off-main-thread scripts. Wired in by webpack-config.ts.
 */
export {}
