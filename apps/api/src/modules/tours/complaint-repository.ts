import type { AppDatabase } from '../../db/database.ts'
import { tourComplaints } from '../../db/schema/index.ts'

/** Complaints about tours (§7 tour/complaint). */
export function createComplaintRepository(db: AppDatabase) {
  return {
    async insertComplaint(tourId: number, text: string): Promise<number> {
      const [row] = await db
        .insert(tourComplaints)
        .values({ tourId, text })
        .returning({ id: tourComplaints.id })
      return row!.id
    },
  }
}
