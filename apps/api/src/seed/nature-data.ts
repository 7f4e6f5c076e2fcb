import type { LandscapeTheme } from '../modules/media/art/landscape.ts'

/**
 * Where a city stands, for tours that need it: a beach or a yacht needs the sea, a trek the
 * mountains, an aurora hunt the far north; a photo of dunes needs a desert (or dry savannah)
 * nearby. The city data has no such facts, so they are written here by hand.
 */
export type CitySetting = 'seaside' | 'mountains' | 'arctic' | 'desert'

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
      desert: ['Aktau', 'Turkistan'],
    },
  },
  UZ: {
    landscapes: ['desert', 'river'],
    settings: { desert: ['Bukhara', 'Khiva', 'Urgench', 'Nukus', 'Muynoq', 'Termez'] },
  },
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
      desert: ['Nevşehir', 'Konya', 'Şanlıurfa'],
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
      desert: ['Las Palmas', 'Santa Cruz de Tenerife'],
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
    landscapes: ['desert', 'alpine', 'tropical', 'river'],
    settings: {
      seaside: ['Casablanca', 'Rabat', 'Tangier', 'Agadir'],
      mountains: ['Marrakesh', 'Er Rachidia'],
      desert: ['Marrakesh', 'Er Rachidia', 'Agadir'],
    },
  },
  EG: {
    landscapes: ['desert', 'river', 'tropical'],
    settings: {
      seaside: ['Alexandria', 'Hurghada', 'Sharm El Sheikh'],
      desert: [
        'Cairo',
        'Giza',
        'Alexandria',
        'Luxor',
        'Aswan',
        'Kom Ombo',
        'Isna',
        'Hurghada',
        'Siwa',
        'Sharm El Sheikh',
      ],
    },
  },
  KE: {
    landscapes: ['desert', 'tropical', 'river'],
    settings: {
      seaside: ['Mombasa', 'Malindi', 'Lamu'],
      mountains: ['Nanyuki', 'Nyeri'],
      desert: ['Nairobi', 'Nakuru', 'Naivasha', 'Nanyuki', 'Voi'],
    },
  },
  TZ: {
    landscapes: ['desert', 'tropical', 'alpine'],
    settings: {
      seaside: ['Zanzibar', 'Dar es Salaam', 'Bagamoyo', 'Tanga'],
      mountains: ['Moshi', 'Arusha'],
      desert: ['Arusha', 'Moshi', 'Dodoma', 'Iringa', 'Mwanza'],
    },
  },
  ZA: {
    landscapes: ['desert', 'tropical', 'river', 'alpine'],
    settings: {
      seaside: ['Cape Town', 'Durban', 'Port Elizabeth', 'Knysna', 'Hermanus'],
      mountains: ['Cape Town', 'Mbombela'],
      desert: ['Oudtshoorn', 'Kimberley', 'Mbombela', 'Pretoria'],
    },
  },
  AE: {
    landscapes: ['desert', 'tropical'],
    settings: {
      seaside: ['Dubai', 'Abu Dhabi', 'Sharjah', 'Ras al Khaymah', 'Al Fujayrah', 'Umm al Qaywayn'],
      desert: [
        'Dubai',
        'Abu Dhabi',
        'Sharjah',
        'Al Ain',
        'Ras Al Khaimah',
        'Fujairah',
        'Umm Al Quwain',
      ],
    },
  },
  JO: {
    landscapes: ['desert', 'tropical'],
    settings: {
      seaside: ['Al Aqabah'],
      mountains: ['Wadi Musa'],
      desert: ['Amman', 'Aqaba', 'Irbid', 'Karak', "Ma'an", 'As Salt', 'Tafilah', 'Wadi Musa'],
    },
  },
  IN: {
    landscapes: ['desert', 'tropical', 'river', 'alpine'],
    settings: {
      seaside: ['Mumbai', 'Panaji', 'Kochi', 'Chennai'],
      mountains: ['Rishikesh', 'Leh'],
      desert: ['Jaipur', 'Jodhpur', 'Leh'],
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
      desert: ['Dunhuang', 'Kashgar', 'Urumqi'],
    },
  },
  MN: {
    landscapes: ['desert', 'alpine', 'river'],
    settings: {
      mountains: ['Olgiy', 'Moron', 'Tsetserleg'],
      desert: ['Dalandzadgad', 'Khovd', 'Arvayheer'],
    },
  },
  PE: {
    landscapes: ['alpine', 'desert', 'river'],
    settings: {
      seaside: ['Lima', 'Pisco', 'Trujillo'],
      mountains: ['Cusco', 'Urubamba', 'Arequipa', 'Puno', 'Huaraz', 'Cajamarca', 'Chachapoyas'],
      desert: ['Ica', 'Pisco', 'Arequipa'],
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
      desert: ['Calama', 'Antofagasta', 'Arica', 'Iquique', 'La Serena'],
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
      desert: ['Cafayate', 'Salta', 'San Salvador de Jujuy', 'Mendoza', 'Trelew', 'Puerto Madryn'],
    },
  },
  MX: {
    landscapes: ['tropical', 'desert', 'river'],
    settings: {
      seaside: ['Cancun', 'Chetumal', 'Campeche', 'Puerto Vallarta', 'La Paz', 'Cabo San Lucas'],
      mountains: ['Oaxaca', 'Taxco'],
      desert: ['La Paz', 'Cabo San Lucas', 'Zacatecas'],
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
      desert: ['Las Vegas', 'Moab', 'Flagstaff'],
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
      desert: ['Alice Springs', 'Yulara', 'Katherine', 'Broome', 'Exmouth'],
    },
  },
}
