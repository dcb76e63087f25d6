/**
 * Whose X-Forwarded-For to believe for the client address (request.ip: the per-address limits,
 * consent records). Each proxy appends the address it saw, so only the right end of the header is
 * written by proxies we run; everything to the left of it is whatever the client sent. TRUST_PROXY:
 *   - empty, `false`, `0`: nobody; the address is the connection's;
 *   - a hop count (`1`, `2`): that many proxies in front. The client is the address the outermost
 *     of them saw: the n-th entry from the right, never the leftmost. The peer is not checked,
 *     so only when nothing reaches the server but through the proxies (HOST=127.0.0.1 behind one);
 *   - `true`: one proxy in front, as `1` (it used to mean "believe any peer's whole header", which
 *     let a client name any address it liked in the leftmost entry);
 *   - addresses, CIDR ranges or proxy-addr's names (`127.0.0.1`, `10.0.0.0/8`, `loopback`),
 *     comma-separated: believe those peers; the client is the rightmost address that is none of them.
 *
 *   fastify({ trustProxy: fastifyTrustProxy(trustProxyFrom(process.env.TRUST_PROXY)) })
 */
export type TrustProxy = false | { hops: number } | { proxies: string }

export function trustProxyFrom(value: string | undefined): TrustProxy {
  const text = (value ?? '').trim()
  if (text === '' || text === 'false' || text === '0') return false
  if (text === 'true') return { hops: 1 }
  if (/^\d+$/.test(text)) {
    const hops = Number(text)
    if (hops > 10) throw new Error(`TRUST_PROXY=${text}: at most 10 proxies in front (or give their addresses)`)
    return { hops }
  }
  return { proxies: text.replace(/\s+/g, '') }
}

/** As Fastify's `trustProxy` takes it. A hop count is a function: Fastify 5 turns a bare number into "trust no one". */
export function fastifyTrustProxy(setting: TrustProxy): false | string | ((address: string, hop: number) => boolean) {
  if (!setting) return false
  if ('proxies' in setting) return setting.proxies
  const { hops } = setting
  return (_address, hop) => hop < hops
}
