import type { SocialGroups } from '@tourmarket/contracts'

/** §3 social group sources as their networks call themselves. */
export const SOCIAL_NAMES: Readonly<Record<SocialGroups['data'][number]['source'], string>> = {
  telegram: 'Telegram',
  instagram: 'Instagram',
  vk: 'VK',
  ok: 'OK',
  zen: 'Dzen',
  tiktok: 'TikTok',
  facebook: 'Facebook',
  x: 'X',
  weibo: 'Weibo',
  bilibili: 'Bilibili',
}
