export {
  TOUR_SELECTION_TOKEN_PARAM,
  emptyTourSelection,
  requestIdFromSelectionToken,
  selectionFromToken,
  withoutSelectionTokenParam,
} from './tour-selection.ts'
export type { TourSelection, TourSelectionItem } from './tour-selection.ts'
