/** URL names made from titles: 'Novi prostori v coni Žerjav' -> 'novi-prostori-v-coni-zerjav'. */
export function slugify(text: string, maxLength = 200): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '') // č -> c, š -> s, ž -> z, é -> e
    .replace(/đ/gi, 'd')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, maxLength)
    .replace(/-+$/, '')
  return slug || 'item'
}
