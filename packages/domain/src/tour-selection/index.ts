export {
  TOUR_SELECTION_TOKEN_PARAM,
  selectionFromToken,
  withoutSelectionTokenParam,
} from './tour-selection.ts'
