import { createHmac } from 'node:crypto'

/** The chat's record of a call, as both sides read it (issue 20: "Call, 2:13" / "Missed call"). */
export function callRecordText(outcome: 'talked' | 'missed' | 'declined', seconds = 0): string {
  if (outcome === 'missed') return 'Missed call'
  if (outcome === 'declined') return 'Declined call'
  const whole = Math.max(0, Math.round(seconds))
  const hours = Math.floor(whole / 3600)
  const minutes = Math.floor((whole % 3600) / 60)
  const rest = String(whole % 60).padStart(2, '0')
  const clock =
    hours > 0
      ? `${String(hours)}:${String(minutes).padStart(2, '0')}:${rest}`
      : `${String(minutes)}:${rest}`
  return `Call, ${clock}`
}

/**
 * The record message's client key: the same on every instance (so a call that two instances end
 * records once), yet a keyed hash, so no participant can send a message under it first and make
 * that message the call's record (a forged "Call, 59:59", or one deleted to hide the call).
 */
export function callRecordKey(key: Buffer, callId: number): string {
  const hex = createHmac('sha256', key)
    .update(`call-record:${String(callId)}`)
    .digest('hex')
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16)
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`
}
