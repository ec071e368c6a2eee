/**
 * The chat and SIP stand-ins are developer tools: served by `remix vite:dev`, and by a production build only
 * when VITRINA_CHANNEL_STAND_INS=1 (the e2e run sets it). On a real deploy they are 404s, and a tenant whose
 * settings still point at them gets "Chat unavailable" (or its chat link) and the phone number.
 */
export function channelStandInsEnabled(env: {
  NODE_ENV?: string
  VITRINA_CHANNEL_STAND_INS?: string
}): boolean {
  return env.NODE_ENV !== 'production' || env.VITRINA_CHANNEL_STAND_INS === '1'
}
