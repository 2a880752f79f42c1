export interface StadiumSeed {
  title: string;
  city: string;
  capacity: number;
  address: string;
}

/** Open-air grounds, referenced by name from the football clubs. */
export const STADIUMS: StadiumSeed[] = [
  { title: 'ورزشگاه آزادی', city: 'تهران', capacity: 78116, address: 'تهران، بزرگراه شهید همت غربی، مجموعهٔ ورزشی آزادی' },
  { title: 'ورزشگاه نقش جهان', city: 'اصفهان', capacity: 75000, address: 'اصفهان، بزرگراه شهید آقابابایی' },
  { title: 'ورزشگاه یادگار امام', city: 'تبریز', capacity: 66833, address: 'تبریز، جادهٔ سهند، مجموعهٔ ورزشی یادگار امام' },
  { title: 'ورزشگاه فولاد آرنا', city: 'اهواز', capacity: 30655, address: 'اهواز، بلوار پاسداران، شهرک فولاد' },
  { title: 'ورزشگاه غدیر', city: 'اهواز', capacity: 38900, address: 'اهواز، کیانپارس، خیابان غدیر' },
  { title: 'ورزشگاه امام رضا', city: 'مشهد', capacity: 27700, address: 'مشهد، بزرگراه آسیایی، مجموعهٔ ورزشی امام رضا' },
  { title: 'ورزشگاه پارس', city: 'شیراز', capacity: 50000, address: 'شیراز، بلوار شهید دستغیب' },
  { title: 'ورزشگاه سیروس قایقران', city: 'بندر انزلی', capacity: 15000, address: 'بندر انزلی، خیابان سپه' },
  { title: 'ورزشگاه فولادشهر', city: 'فولادشهر', capacity: 15000, address: 'فولادشهر، محلهٔ ۱۵' },
  { title: 'ورزشگاه امام خمینی اراک', city: 'اراک', capacity: 15000, address: 'اراک، خیابان شهید بهشتی' },
  { title: 'ورزشگاه ندای اردکان', city: 'اردکان', capacity: 8000, address: 'اردکان، بلوار ولایت' },
  { title: 'ورزشگاه تختی خرم‌آباد', city: 'خرم‌آباد', capacity: 8000, address: 'خرم‌آباد، خیابان انقلاب' },
  { title: 'ورزشگاه سردار آزادگان', city: 'قزوین', capacity: 12000, address: 'قزوین، بلوار نوروزیان' },
  { title: 'ورزشگاه شهدای شهر قدس', city: 'شهر قدس', capacity: 7000, address: 'شهر قدس، بلوار انقلاب' },
  { title: 'ورزشگاه شهدای مس رفسنجان', city: 'رفسنجان', capacity: 10000, address: 'رفسنجان، بلوار امام علی' },
  { title: 'ورزشگاه امام علی سیرجان', city: 'سیرجان', capacity: 10000, address: 'سیرجان، بلوار دانشجو' },
  { title: 'ورزشگاه وطنی', city: 'قائم‌شهر', capacity: 15000, address: 'قائم‌شهر، خیابان ساری' },
];

/** Halls for futsal and volleyball; a club in a city without one plays in «سالن شهدای {city}». */
export const ARENAS: StadiumSeed[] = [
  { title: 'سالن ۱۲ هزار نفری آزادی', city: 'تهران', capacity: 12000, address: 'تهران، مجموعهٔ ورزشی آزادی' },
  { title: 'سالن پیروزی', city: 'اصفهان', capacity: 4300, address: 'اصفهان، خیابان پروین' },
  { title: 'سالن شهید پورشریفی', city: 'تبریز', capacity: 6000, address: 'تبریز، مجموعهٔ ورزشی باغشمال' },
  { title: 'سالن غدیر ارومیه', city: 'ارومیه', capacity: 6000, address: 'ارومیه، بلوار ارشاد' },
  { title: 'سالن شهید بهشتی مشهد', city: 'مشهد', capacity: 5000, address: 'مشهد، بلوار وکیل‌آباد' },
  { title: 'سالن شهدای هفتم تیر یزد', city: 'یزد', capacity: 3500, address: 'یزد، بلوار جمهوری' },
];
