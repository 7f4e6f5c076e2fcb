import type { LandscapeTheme } from '../modules/media/art/landscape.ts'

/**
 * Where a city stands, for tours that need it: a beach or a yacht needs the sea, a trek the
 * mountains, an aurora hunt the far north. The city data has no such facts, so they are written
 * here by hand.
 */
export type CitySetting = 'seaside' | 'mountains' | 'arctic'

export type CountryNature = {
  /**
   * What the generated photos of tours there may show (the media module's landscape themes):
   * no palm beaches in Iceland, no northern lights in Egypt.
   */
  readonly landscapes: readonly LandscapeTheme[]
  /** Cities by setting, by the names used in geography-data.ts (before display renames). */
  readonly settings: Readonly<Partial<Record<CitySetting, readonly string[]>>>
}

export const countryNature: Readonly<Record<string, CountryNature>> = {
  RU: {
    landscapes: ['river', 'autumn', 'alpine', 'aurora'],
    settings: {
      seaside: [
        'St. Petersburg',
        'Sochi',
        'Kaliningrad',
        'Vladivostok',
        'Murmansk',
        'Petropavlovsk Kamchatskiy',
      ],
      mountains: ['Sochi', 'Gorno Altaysk', 'Petropavlovsk Kamchatskiy', 'Irkutsk', 'Ulan Ude'],
      arctic: ['Murmansk'],
    },
  },
  GE: {
    landscapes: ['alpine', 'autumn', 'river'],
    settings: {
      seaside: ['Batumi', 'Poti'],
      mountains: ['Mestia', 'Stepantsminda', 'Borjomi'],
    },
  },
  AM: {
    landscapes: ['alpine', 'autumn', 'river'],
    settings: {
      mountains: ['Vanadzor', 'Ijevan', 'Yeghegnadzor', 'Gavarr'],
    },
  },
  KZ: {
    landscapes: ['alpine', 'desert', 'river'],
    settings: {
      seaside: ['Aktau'],
      mountains: ['Almaty', 'Ridder', 'Taldyqorghan'],
    },
  },
  UZ: { landscapes: ['desert', 'river'], settings: {} },
  KG: {
    landscapes: ['alpine', 'river', 'autumn'],
    settings: {
      mountains: ['Karakol', 'Naryn', 'Osh', 'Talas', 'Cholpon Ata', 'Jalal Abad'],
    },
  },
  TR: {
    landscapes: ['tropical', 'desert', 'alpine', 'autumn', 'river'],
    settings: {
      seaside: ['Istanbul', 'Izmir', 'Antalya', 'Trabzon', 'Mugla', 'Canakkale'],
      mountains: ['Trabzon', 'Van', 'Kayseri', 'Bursa', 'Antalya'],
    },
  },
  IT: {
    landscapes: ['autumn', 'river', 'alpine', 'tropical'],
    settings: {
      seaside: ['Naples', 'Venice', 'Genoa', 'Palermo', 'Catania', 'Siracusa', 'Bari', 'Cagliari'],
      mountains: ['Bolzano', 'Como', 'Turin'],
    },
  },
  ES: {
    landscapes: ['autumn', 'river', 'tropical', 'desert', 'alpine'],
    settings: {
      seaside: [
        'Barcelona',
        'Valencia',
        'Malaga',
        'Cadiz',
        'San Sebastián',
        'Palma',
        'Las Palmas',
        'Santa Cruz de Tenerife',
        'Alicante',
      ],
      mountains: ['Granada', 'Santa Cruz de Tenerife', 'Bilbao'],
    },
  },
  PT: {
    landscapes: ['river', 'autumn', 'tropical'],
    settings: {
      seaside: ['Lisbon', 'Porto', 'Funchal', 'Faro', 'Portimao', 'Aveiro', 'Ponta Delgada'],
      mountains: ['Funchal', 'Braga', 'Viseu', 'Ponta Delgada'],
    },
  },
  FR: {
    landscapes: ['autumn', 'river', 'alpine', 'tropical'],
    settings: {
      seaside: ['Nice', 'Marseille', 'Biarritz', 'Ajaccio'],
      mountains: ['Annecy', 'Grenoble', 'Ajaccio'],
    },
  },
  IS: {
    landscapes: ['alpine', 'aurora', 'river'],
    settings: {
      seaside: [
        'Reykjavík',
        'Akureyi',
        'Keflavík',
        'Hofn',
        'Ísafjörður',
        'Borgarnes',
        'Sauðárkrókur',
      ],
      mountains: ['Akureyi', 'Hofn', 'Ísafjörður', 'Egilsstaðir', 'Selfoss'],
      arctic: [
        'Reykjavík',
        'Akureyi',
        'Keflavík',
        'Selfoss',
        'Hofn',
        'Egilsstaðir',
        'Ísafjörður',
        'Borgarnes',
        'Sauðárkrókur',
      ],
    },
  },
  NO: {
    landscapes: ['alpine', 'river', 'aurora'],
    settings: {
      seaside: [
        'Oslo',
        'Bergen',
        'Trondheim',
        'Stavanger',
        'Tromsø',
        'Ålesund',
        'Bodø',
        'Svolvær',
        'Narvik',
        'Alta',
        'Hammerfest',
        'Kirkenes',
        'Molde',
      ],
      mountains: [
        'Bergen',
        'Tromsø',
        'Ålesund',
        'Svolvær',
        'Narvik',
        'Lillehammer',
        'Molde',
        'Vossavangen',
        'Alta',
      ],
      arctic: ['Tromsø', 'Bodø', 'Svolvær', 'Narvik', 'Alta', 'Hammerfest', 'Kirkenes'],
    },
  },
  GR: {
    landscapes: ['tropical', 'river', 'autumn', 'alpine'],
    settings: {
      seaside: [
        'Athens',
        'Thessaloniki',
        'Iraklio',
        'Hania',
        'Rodos',
        'Kerkira',
        'Kalamata',
        'Volos',
        'Kos',
        'Mitilini',
      ],
      mountains: ['Ioanina', 'Hania', 'Kalamata', 'Sparti', 'Volos'],
    },
  },
  HR: {
    landscapes: ['tropical', 'river', 'autumn'],
    settings: {
      seaside: ['Split', 'Dubrovnik', 'Zadar', 'Pula', 'Rijeka', 'Sibenik'],
      mountains: ['Split', 'Rijeka', 'Karlovac'],
    },
  },
  ME: {
    landscapes: ['tropical', 'alpine', 'river'],
    settings: {
      seaside: ['Kotor', 'Budva', 'Herceg Novi', 'Bar'],
      mountains: ['Žabljak', 'Kotor', 'Cetinje'],
    },
  },
  MA: {
    landscapes: ['desert', 'alpine', 'tropical'],
    settings: {
      seaside: ['Casablanca', 'Rabat', 'Tangier', 'Agadir'],
      mountains: ['Marrakesh', 'Er Rachidia'],
    },
  },
  EG: {
    landscapes: ['desert', 'river', 'tropical'],
    settings: { seaside: ['Alexandria', 'Hurghada', 'Sharm El Sheikh'] },
  },
  KE: {
    landscapes: ['desert', 'tropical', 'river'],
    settings: {
      seaside: ['Mombasa', 'Malindi', 'Lamu'],
      mountains: ['Nanyuki', 'Nyeri'],
    },
  },
  TZ: {
    landscapes: ['desert', 'tropical', 'alpine'],
    settings: {
      seaside: ['Zanzibar', 'Dar es Salaam', 'Bagamoyo', 'Tanga'],
      mountains: ['Moshi', 'Arusha'],
    },
  },
  ZA: {
    landscapes: ['desert', 'tropical', 'river', 'alpine'],
    settings: {
      seaside: ['Cape Town', 'Durban', 'Port Elizabeth', 'Knysna', 'Hermanus'],
      mountains: ['Cape Town', 'Mbombela'],
    },
  },
  AE: {
    landscapes: ['desert', 'tropical'],
    settings: {
      seaside: ['Dubai', 'Abu Dhabi', 'Sharjah', 'Ras al Khaymah', 'Al Fujayrah', 'Umm al Qaywayn'],
    },
  },
  JO: {
    landscapes: ['desert'],
    settings: { seaside: ['Al Aqabah'], mountains: ['Wadi Musa'] },
  },
  IN: {
    landscapes: ['desert', 'tropical', 'river', 'alpine'],
    settings: {
      seaside: ['Mumbai', 'Panaji', 'Kochi', 'Chennai'],
      mountains: ['Rishikesh', 'Leh'],
    },
  },
  NP: {
    landscapes: ['alpine', 'river'],
    settings: {
      mountains: ['Kathmandu', 'Pokhara', 'Jumla', 'Ilam'],
    },
  },
  LK: {
    landscapes: ['tropical', 'river'],
    settings: {
      seaside: ['Colombo', 'Galle', 'Trincomalee', 'Jaffna', 'Matara', 'Batticaloa'],
      mountains: ['Kandy', 'Badulla', 'Ratnapura'],
    },
  },
  TH: {
    landscapes: ['tropical', 'river'],
    settings: {
      seaside: ['Hua Hin', 'Phuket', 'Krabi', 'Surat Thani'],
      mountains: ['Chiang Mai', 'Chiang Rai', 'Mae Hong Son'],
    },
  },
  VN: {
    landscapes: ['tropical', 'river'],
    settings: {
      seaside: [
        'Da Nang',
        'Nha Trang',
        'Haiphong',
        'Hong Gai',
        'Dong Hoi',
        'Phan Thiet',
        'Vung Tau',
        'Qui Nhon',
      ],
      mountains: ['Da Lat'],
    },
  },
  ID: {
    landscapes: ['tropical', 'river'],
    settings: {
      seaside: [
        'Denpasar',
        'Kuta',
        'Singaraja',
        'Mataram',
        'Ende',
        'Maumere',
        'Manado',
        'Ujungpandang',
      ],
      mountains: ['Probolinggo', 'Malang', 'Bandung', 'Bukittinggi', 'Yogyakarta'],
    },
  },
  JP: {
    landscapes: ['alpine', 'autumn', 'river'],
    settings: {
      seaside: [
        'Kobe',
        'Nagasaki',
        'Fukuoka',
        'Kagoshima',
        'Naha',
        'Yokohama',
        'Hakodate',
        'Kushiro',
      ],
      mountains: ['Nagano', 'Matsumoto', 'Sapporo'],
    },
  },
  CN: {
    landscapes: ['river', 'alpine', 'autumn', 'desert'],
    settings: {
      seaside: ['Xiamen', 'Sanya', 'Qingdao'],
      mountains: ['Lijiang', 'Lhasa', 'Kunming', 'Chengdu', 'Urumqi', 'Kashgar'],
    },
  },
  MN: {
    landscapes: ['desert', 'alpine', 'river'],
    settings: { mountains: ['Olgiy', 'Moron', 'Tsetserleg'] },
  },
  PE: {
    landscapes: ['alpine', 'desert', 'river'],
    settings: {
      seaside: ['Lima', 'Pisco', 'Trujillo'],
      mountains: ['Cusco', 'Urubamba', 'Arequipa', 'Puno', 'Huaraz', 'Cajamarca', 'Chachapoyas'],
    },
  },
  CL: {
    landscapes: ['alpine', 'desert', 'river', 'autumn'],
    settings: {
      seaside: [
        'Valparaiso',
        'Vina del Mar',
        'Antofagasta',
        'La Serena',
        'Arica',
        'Iquique',
        'Puerto Montt',
        'Castro',
        'Punta Arenas',
        'Puerto Natales',
      ],
      mountains: ['Santiago', 'Puerto Natales', 'Temuco', 'Calama', 'Puerto Montt'],
    },
  },
  AR: {
    landscapes: ['alpine', 'desert', 'river', 'autumn'],
    settings: {
      seaside: ['Mar del Plata', 'Puerto Madryn', 'Ushuaia'],
      mountains: [
        'Mendoza',
        'Salta',
        'Cafayate',
        'San Salvador de Jujuy',
        'Tucumán',
        'San Carlos de Bariloche',
        'El Calafate',
        'Ushuaia',
      ],
    },
  },
  MX: {
    landscapes: ['tropical', 'desert', 'river'],
    settings: {
      seaside: ['Cancun', 'Chetumal', 'Campeche', 'Puerto Vallarta', 'La Paz', 'Cabo San Lucas'],
      mountains: ['Oaxaca', 'Taxco'],
    },
  },
  US: {
    landscapes: ['alpine', 'desert', 'autumn', 'river', 'tropical'],
    settings: {
      seaside: [
        'New York',
        'Boston',
        'Miami',
        'Key West',
        'Los Angeles',
        'San Francisco',
        'San Diego',
        'Seattle',
        'Anchorage',
        'Honolulu',
      ],
      mountains: ['Denver', 'Salt Lake City', 'Flagstaff', 'Moab', 'Anchorage'],
    },
  },
  CA: {
    landscapes: ['alpine', 'autumn', 'river', 'aurora'],
    settings: {
      seaside: ['Halifax', 'Charlottetown', 'Vancouver', 'Victoria', 'Tofino', 'Gaspe'],
      mountains: ['Calgary', 'Banff', 'Jasper', 'Whitehorse', 'Vancouver', 'Dawson City'],
      arctic: ['Whitehorse', 'Yellowknife', 'Churchill', 'Dawson City'],
    },
  },
  NZ: {
    landscapes: ['alpine', 'river', 'autumn', 'tropical'],
    settings: {
      seaside: [
        'Auckland',
        'Tauranga',
        'Napier',
        'Wellington',
        'Nelson',
        'Christchurch',
        'Greymouth',
        'Westport',
        'Dunedin',
        'Invercargill',
      ],
      mountains: ['Queenstown', 'Taupo', 'Nelson', 'Greymouth', 'Christchurch'],
    },
  },
  AU: {
    landscapes: ['desert', 'tropical', 'river', 'alpine'],
    settings: {
      seaside: [
        'Sydney',
        'Byron Bay',
        'Melbourne',
        'Brisbane',
        'Gold Coast',
        'Cairns',
        'Port Douglas',
        'Townsville',
        'Darwin',
        'Adelaide',
        'Perth',
        'Broome',
        'Exmouth',
        'Hobart',
      ],
      mountains: ['Hobart', 'Launceston', 'Canberra'],
    },
  },
}
