// The API's numeric limits, apart from the schemas so the browser can read them without zod.

/** At most this many city suggestions are returned for one query. */
export const CITY_SUGGESTIONS_LIMIT = 20

/** §9 pages: blog 20 per page. */
export const BLOG_POSTS_PER_PAGE = 20

/** §9 pages: similar 3. */
export const BLOG_SIMILAR_DEFAULT_LIMIT = 3

/** The most similar posts one request may ask for. */
export const BLOG_SIMILAR_MAX_LIMIT = 12

/** Hub pages list this many organizers when no limit is asked for. */
export const HUB_ORGANIZERS_DEFAULT_LIMIT = 20

/** The most organizers one hub page may ask for. */
export const HUB_ORGANIZERS_MAX_LIMIT = 100

/** Cards per page of search results: 20 unless asked, never more than 50. */
export const SEARCH_PER_PAGE_DEFAULT = 20
export const SEARCH_PER_PAGE_MAX = 50

/** get-by-ids: at most this many ids per call. */
export const TOUR_IDS_MAX = 100

/** §9 completion limit 5. */
export const COMPLETION_LIMIT_DEFAULT = 5
export const COMPLETION_LIMIT_MAX = 20

/** §7 all-tour-reviews: limit default 3, page default 1. */
export const TOUR_REVIEWS_DEFAULT_LIMIT = 3

/** §9 organizer reviews 5. */
export const ORGANIZER_REVIEWS_DEFAULT_LIMIT = 5

/** The most reviews one page may ask for. */
export const REVIEWS_MAX_LIMIT = 50

/** The tour page lists at most this many answered questions, newest first. */
export const TOUR_PAGE_QUESTIONS_LIMIT = 20

/** §7 tour/complaint: the text's length bounds. */
export const COMPLAINT_TEXT_MIN_LENGTH = 10
export const COMPLAINT_TEXT_MAX_LENGTH = 2000

/** Profile names (first_name, last_name): at most this many characters. */
export const PROFILE_NAME_MAX_LENGTH = 100

/** §7 auth-via-code favourites_tours_ids: at most this many ids are merged in one sign-in. */
export const FAVOURITE_IDS_MERGE_MAX = 500

/** Decision 0016: tourists of one booking, the booking comment and the cancel reason. */
export const TOURISTS_PER_BOOKING_MAX = 50
export const BOOKING_COMMENT_MAX_LENGTH = 2000
export const CANCEL_REASON_MAX_LENGTH = 1000

/**
 * Wrong codes a day for one e-mail address or phone, from every network together, before every
 * code for it is refused until the day ends (finding 10). High since issue 37: each network backs
 * off on its own long before, and past 20 each guess needs a new code, so reaching it takes many
 * networks and many codes sent to the owner.
 */
export const CODE_FAILURES_PER_DESTINATION_PER_DAY = 100

const MEGABYTE = 1024 * 1024

/** §7 file/upload: the largest file accepted. */
export const FILE_UPLOAD_MAX_BYTES = 20 * MEGABYTE

/** §7 image/upload: the largest image accepted (the settings page checks a photo against it too). */
export const IMAGE_UPLOAD_MAX_BYTES = 15 * MEGABYTE

/**
 * §7 file/upload-video: the largest video accepted, by file or fetched by url. Uploads are held
 * in memory until stored, so this stays well below what a long video needs: longer videos belong
 * on a video host (§3 Media item video_url).
 */
export const VIDEO_UPLOAD_MAX_BYTES = 50 * MEGABYTE

/** §7 file/upload-video by url: the whole fetch, redirects included, must end within this. */
export const VIDEO_URL_FETCH_TIMEOUT_MS = 30_000

/** §7 file/upload-video by url: redirects followed, each to an address checked like the first. */
export const VIDEO_URL_MAX_REDIRECTS = 3

/** The longest address file/upload-video fetches. */
export const VIDEO_URL_MAX_LENGTH = 2048

/** §2 meet page: the meeting text, the files one meet holds, the longest key looked up. */
export const MEET_TEXT_MAX_LENGTH = 5000
export const MEET_FILES_MAX = 20
export const MEET_KEY_MAX_LENGTH = 128
/** §5 meet file upload: several files at once, at most this many in one request. */
export const MEET_FILES_PER_UPLOAD = 10

/** §7 the tour program PDF link (/spa/private-tour-program-pdf?id=…): bytes, so not a JSON contract. */
export const TOUR_PROGRAM_PDF_PATH = '/spa/private-tour-program-pdf'

/** Organizer profiles (§6 organizer/create, update): the longest name and description. */
export const ORGANIZER_NAME_MAX_LENGTH = 120
export const ORGANIZER_DESCRIPTION_MAX_LENGTH = 5000
/** The earliest founding year a profile may give. */
export const ORGANIZER_FOUNDED_YEAR_MIN = 1800

/** An organizer profile's guide languages (§7 dropdown/language ids): at most this many. */
export const ORGANIZER_LANGUAGES_MAX = 20

/** Issue 42: the fellow travellers one account keeps for checkout, at most. */
export const SAVED_TRAVELLERS_MAX = 20
