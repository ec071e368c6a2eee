/**
 * The subset of SIP (RFC 3261) the local stand-in needs to read requests and write responses: start line,
 * headers (compact forms expanded), body. Pure text in, text out.
 */
export type SipRequest = { method: string; uri: string; headers: Map<string, string[]>; body: string }

const COMPACT: Record<string, string> = {
  v: 'via',
  f: 'from',
  t: 'to',
  i: 'call-id',
  m: 'contact',
  l: 'content-length',
  c: 'content-type',
}

export function parseSipRequest(text: string): SipRequest | null {
  const split = text.indexOf('\r\n\r\n')
  const head = split < 0 ? text : text.slice(0, split)
  const body = split < 0 ? '' : text.slice(split + 4)
  const [start = '', ...lines] = head.split('\r\n')
  const match = /^([A-Z]+) (\S+) SIP\/2\.0$/.exec(start)
  if (!match) return null
  const headers = new Map<string, string[]>()
  for (const line of lines) {
    const colon = line.indexOf(':')
    if (colon <= 0) continue
    const raw = line.slice(0, colon).trim().toLowerCase()
    const name = COMPACT[raw] ?? raw
    headers.set(name, [...(headers.get(name) ?? []), line.slice(colon + 1).trim()])
  }
  return { method: match[1] ?? '', uri: match[2] ?? '', headers, body }
}

export function header(request: SipRequest, name: string): string {
  return request.headers.get(name)?.[0] ?? ''
}

/** A response echoing the dialog headers of `request` (Via, From, To with our tag, Call-ID, CSeq). */
export function sipResponse(
  request: SipRequest,
  status: number,
  reason: string,
  options: { toTag?: string; extra?: string[]; body?: string; contentType?: string } = {},
): string {
  const to = header(request, 'to')
  const lines = [
    `SIP/2.0 ${status} ${reason}`,
    ...(request.headers.get('via') ?? []).map((via) => `Via: ${via}`),
    `From: ${header(request, 'from')}`,
    `To: ${options.toTag && !/;tag=/i.test(to) ? `${to};tag=${options.toTag}` : to}`,
    `Call-ID: ${header(request, 'call-id')}`,
    `CSeq: ${header(request, 'cseq')}`,
    ...(options.extra ?? []),
  ]
  const body = options.body ?? ''
  if (body) lines.push(`Content-Type: ${options.contentType ?? 'application/sdp'}`)
  lines.push(`Content-Length: ${new TextEncoder().encode(body).length}`)
  return `${lines.join('\r\n')}\r\n\r\n${body}`
}

/**
 * An SDP answer a browser accepts for `offer`: every offered m-line answered with its first codec, BUNDLE and
 * rtcp-mux kept, ICE credentials and a DTLS fingerprint of our own. The stand-in carries no media, so the
 * connection never gets packets — the signalling (offer/answer, RFC 3264) is what it stands in for.
 */
export function sdpAnswer(offer: string, random: () => number = Math.random): string {
  const hex = (n: number) =>
    Array.from({ length: n }, () =>
      Math.floor(random() * 256)
        .toString(16)
        .padStart(2, '0')
        .toUpperCase(),
    )
  const token = (n: number) => hex(n).join('').toLowerCase()
  const ufrag = token(4)
  const pwd = token(12)
  const fingerprint = hex(32).join(':')
  const sections = offer.split(/\r?\n(?=m=)/)
  const media = sections.slice(1)
  const mids: string[] = []
  const answers = media.map((section) => {
    const lines = section.split(/\r?\n/).filter(Boolean)
    const [kind = 'audio', , proto = 'UDP/TLS/RTP/SAVPF', first = '0'] = (lines[0] ?? '').slice(2).split(' ')
    const mid = lines.find((l) => l.startsWith('a=mid:'))?.slice(6) ?? String(mids.length)
    mids.push(mid)
    const rtpmap = lines.find((l) => l.startsWith(`a=rtpmap:${first} `))
    const fmtp = lines.find((l) => l.startsWith(`a=fmtp:${first} `))
    return [
      `m=${kind} 9 ${proto} ${first}`,
      'c=IN IP4 0.0.0.0',
      'a=rtcp:9 IN IP4 0.0.0.0',
      `a=ice-ufrag:${ufrag}`,
      `a=ice-pwd:${pwd}`,
      `a=fingerprint:sha-256 ${fingerprint}`,
      'a=setup:active',
      `a=mid:${mid}`,
      'a=sendrecv',
      'a=rtcp-mux',
      ...(rtpmap ? [rtpmap] : []),
      ...(fmtp ? [fmtp] : []),
    ].join('\r\n')
  })
  const session = [
    'v=0',
    `o=vitrina-sip-stand-in ${Math.floor(random() * 1e9)} 1 IN IP4 127.0.0.1`,
    's=-',
    't=0 0',
    `a=group:BUNDLE ${mids.join(' ')}`,
    'a=msid-semantic: WMS',
  ]
  return `${[...session, ...answers].join('\r\n')}\r\n`
}
