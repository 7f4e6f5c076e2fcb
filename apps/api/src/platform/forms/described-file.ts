import type { UploadedFile } from '@tourmarket/contracts'
import { mediaImageTemplate } from '@tourmarket/domain/media'
import { uploadedFiles } from '../../db/schema/index.ts'

/**
 * The columns describeUpload reads: chat, bookings and the meet page join their files with these
 * in their own queries.
 */
export const describedFileColumns = {
  id: uploadedFiles.id,
  uuid: uploadedFiles.uuid,
  kind: uploadedFiles.kind,
  originalName: uploadedFiles.originalName,
  contentType: uploadedFiles.contentType,
  byteSize: uploadedFiles.byteSize,
  status: uploadedFiles.status,
}

/** A file as describeUpload presents it. */
export type DescribedFile = Pick<
  typeof uploadedFiles.$inferSelect,
  'id' | 'uuid' | 'kind' | 'originalName' | 'contentType' | 'byteSize' | 'status'
>

/** Where a ready upload is served: a /media size template for an image, else its download. */
function urlOf(file: DescribedFile): string {
  return file.kind === 'image'
    ? mediaImageTemplate({ kind: 'upload', id: file.uuid })
    : `/media/files/${file.uuid}`
}

/** The public shape of an uploaded file, which chat messages embed. */
export function describeUpload(file: DescribedFile): UploadedFile {
  return {
    id: file.id,
    name: file.originalName,
    content_type: file.contentType,
    size: file.byteSize,
    is_image: file.kind === 'image',
    status: file.status,
    url: file.status === 'ready' ? urlOf(file) : null,
  }
}
