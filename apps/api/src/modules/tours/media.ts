// The chat presenter still imports the media-item builder from here; it moves to
// platform/media-item with the chat's split, and this file goes then.
export { imageTemplate } from '../../platform/media-item/media-item.ts'
