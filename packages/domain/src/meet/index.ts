export { groupTouristsByTravel, initialMeetText, meetTemplates } from './meet.ts'
export type { MeetTemplate, MeetTourist, MeetTravelGroup } from './meet.ts'
