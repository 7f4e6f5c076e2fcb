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
