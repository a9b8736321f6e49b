/**
 * The interests (topics) of the seed and the vocabulary of each: board and section names, pin
 * subjects and titles, the fictional sites pins link to, and what shoppable topics sell.
 * Title templates: {S} subject capitalised, {s} subject, {a} adjective, {n} a small number, {y} a year.
 */

export interface Topic {
  name: string;
  urlName: string;
  /** pins.category */
  category: string;
  boards: readonly string[];
  sections: readonly string[];
  adjectives: readonly string[];
  subjects: readonly string[];
  titles: readonly string[];
  domains: readonly string[];
  /** Recipe pins come from these topics. */
  recipes?: boolean;
  /** Product pins come from these topics: names and a price range in dollars. */
  products?: { names: readonly string[]; brands: readonly string[]; price: readonly [number, number] };
}

const GENERIC_TITLES = ['{a} {s} ideas', '{S}', '{n} {a} {s} ideas you will love', 'The {a} {s}', '{S} inspiration', 'My {a} {s}'];

export const TOPICS: readonly Topic[] = [
  {
    name: 'Home Decor',
    urlName: 'home-decor',
    category: 'home_decor',
    boards: ['Living Room Ideas', 'Dream Home', 'Cozy Bedroom', 'Small Space Living', 'Boho Decor', 'Gallery Walls', 'Entryway Inspo', 'Minimalist Home', 'Apartment Refresh', 'Neutral Interiors', 'Moody Rooms'],
    sections: ['Living room', 'Bedroom', 'Kitchen', 'Entryway', 'Lighting', 'Rugs', 'Shelving', 'Colour palettes'],
    adjectives: ['cozy', 'modern', 'minimalist', 'rustic', 'boho', 'Scandinavian', 'warm', 'moody', 'airy', 'vintage'],
    subjects: ['living room', 'reading nook', 'gallery wall', 'entryway', 'bedroom', 'bookshelf styling', 'coffee table', 'window seat', 'accent wall', 'bathroom refresh', 'kitchen shelves'],
    titles: [...GENERIC_TITLES, 'How to style a {s}', '{a} {s} on a budget', '{S} makeover: before and after'],
    domains: ['www.hearthandhue.example', 'thenestedroom.example', 'www.quietcorners.example', 'www.juniperandoak.example'],
    products: {
      names: ['Linen Throw Pillow Cover', 'Rattan Pendant Light', 'Stoneware Vase', 'Wool Area Rug', 'Oak Floating Shelf', 'Arched Floor Mirror', 'Ceramic Table Lamp', 'Waffle Knit Throw'],
      brands: ['Hearth & Hue', 'Quiet Corners', 'Linden Lane'],
      price: [14, 420],
    },
  },
  {
    name: 'Recipes',
    urlName: 'recipes',
    category: 'food_drinks',
    boards: ['Weeknight Dinners', 'Recipes to Try', 'Meal Prep', 'Soups and Stews', 'Healthy Eating', 'Pasta Night', 'Vegetarian Recipes', 'Slow Cooker', 'Brunch', 'One-Pot Meals', 'Food'],
    sections: ['Dinner', 'Lunch', 'Breakfast', 'Sides', 'Sauces', 'Meal prep', 'Tried and loved'],
    adjectives: ['easy', 'creamy', 'one-pot', '30-minute', 'healthy', 'cozy', 'spicy', 'crispy', 'garlicky', 'lemony'],
    subjects: ['Tuscan chicken', 'lemon garlic salmon', 'chickpea curry', 'pasta primavera', 'beef stir fry', 'black bean tacos', 'minestrone soup', 'sheet pan gnocchi', 'shakshuka', 'teriyaki bowls', 'butter chicken', 'mushroom risotto', 'Greek salad', 'pad thai'],
    titles: ['{a} {s}', 'The best {s}', '{a} {s} (ready in {n}0 minutes)', '{S} recipe', '{a} {s} for busy weeknights', 'Better-than-takeout {s}'],
    domains: ['www.saltandsimmer.example', 'theweekdaytable.example', 'www.example-recipes.example', 'www.skilletstories.example'],
    recipes: true,
  },
  {
    name: 'Desserts',
    urlName: 'desserts',
    category: 'food_drinks',
    boards: ['Sweet Tooth', 'Baking', 'Desserts', 'Cookie Recipes', 'Cakes and Cupcakes', 'No-Bake Treats', 'Holiday Baking'],
    sections: ['Cookies', 'Cakes', 'Pies', 'Bars', 'Frosting', 'Holiday'],
    adjectives: ['fudgy', 'chewy', 'no-bake', 'easy', 'classic', 'brown butter', 'salted', 'lemon', 'chocolate', 'fluffy'],
    subjects: ['brownies', 'chocolate chip cookies', 'banana bread', 'cheesecake', 'cinnamon rolls', 'apple crumble', 'tiramisu', 'lemon bars', 'carrot cake', 'pavlova'],
    titles: ['{a} {s}', 'The best {s}', 'Easy {s} recipe', '{a} {s} you can make ahead', 'Bakery-style {s}'],
    domains: ['www.flourandfig.example', 'sugarcrumbkitchen.example', 'www.example-recipes.example'],
    recipes: true,
  },
  {
    name: 'DIY and Crafts',
    urlName: 'diy-and-crafts',
    category: 'diy_crafts',
    boards: ['DIY Projects', 'Crafts', 'Upcycling', 'Paper Crafts', 'Knitting Patterns', 'Weekend Projects', 'Macrame'],
    sections: ['Easy', 'For kids', 'Gifts', 'Seasonal', 'Supplies'],
    adjectives: ['easy', 'budget', 'upcycled', 'handmade', 'no-sew', 'quick', 'beginner', 'cute'],
    subjects: ['macrame wall hanging', 'painted terracotta pots', 'dried flower wreath', 'rope basket', 'candle making', 'embroidery hoop art', 'tote bag', 'paper garland', 'knit scarf'],
    titles: [...GENERIC_TITLES, 'DIY {s}', 'How to make a {s}', '{a} {s} tutorial'],
    domains: ['www.makeanddomore.example', 'craftingcorner.example', 'www.gluegunsandglitter.example'],
  },
  {
    name: "Women's Fashion",
    urlName: 'womens-fashion',
    category: 'womens_fashion',
    boards: ['Outfit Ideas', 'My Style', 'Fall Outfits', 'Capsule Wardrobe', 'Summer Style', 'Work Outfits', 'Wishlist', 'Street Style'],
    sections: ['Tops', 'Dresses', 'Shoes', 'Bags', 'Outerwear', 'Accessories'],
    adjectives: ['casual', 'chic', 'minimal', 'effortless', 'cozy', 'classic', 'layered', 'neutral'],
    subjects: ['fall outfit', 'linen dress', 'trench coat look', 'capsule wardrobe', 'denim outfit', 'work outfit', 'weekend look', 'knit sweater outfit'],
    titles: [...GENERIC_TITLES, '{a} {s}', 'How to wear a {s}', '{n} ways to style a {s}'],
    domains: ['www.threadandform.example', 'stylefile.example', 'www.fernwoodoutfitters.example'],
    products: {
      names: ['Relaxed Linen Shirt', 'Wide Leg Trousers', 'Leather Crossbody Bag', 'Merino Crew Sweater', 'Classic Trench Coat', 'Suede Ankle Boots', 'Gold Hoop Earrings', 'Midi Wrap Dress'],
      brands: ['Thread & Form', 'Sable Street', 'Fernwood Outfitters'],
      price: [18, 260],
    },
  },
  {
    name: "Men's Fashion",
    urlName: 'mens-fashion',
    category: 'mens_fashion',
    boards: ['Menswear', 'Style for Him', 'Gentleman Style', 'Casual Outfits', 'Sneakers'],
    sections: ['Shirts', 'Jackets', 'Shoes', 'Watches', 'Grooming'],
    adjectives: ['casual', 'smart', 'rugged', 'classic', 'minimal', 'layered'],
    subjects: ['chore jacket outfit', 'smart casual look', 'denim jacket', 'white sneakers', 'flannel shirt look', 'overcoat outfit'],
    titles: [...GENERIC_TITLES, '{a} {s}', 'How to wear a {s}'],
    domains: ['www.fernwoodoutfitters.example', 'gentsguide.example'],
    products: {
      names: ['Waxed Canvas Jacket', 'Oxford Button-Down', 'Leather Chelsea Boots', 'Field Watch', 'Selvedge Denim Jeans', 'Wool Beanie'],
      brands: ['Fernwood Outfitters', 'Northline', 'Harbor & Pine'],
      price: [22, 340],
    },
  },
  {
    name: 'Travel',
    urlName: 'travel',
    category: 'travel',
    boards: ['Places to Go', 'Travel Bucket List', 'Wanderlust', 'Road Trip', 'Europe Trip', 'Beach Vacation', 'Japan 2026'],
    sections: ['Europe', 'Asia', 'Americas', 'Packing', 'Itineraries', 'Hotels'],
    adjectives: ['hidden', 'dreamy', 'budget', 'ultimate', 'perfect', 'slow', 'scenic'],
    subjects: ['Lisbon itinerary', 'Kyoto in autumn', 'Amalfi coast road trip', 'Iceland ring road', 'weekend in Mexico City', 'Scottish Highlands', 'Patagonia trek', 'Greek island hopping', 'Banff in winter'],
    titles: ['{a} {s} guide', '{S}', '{n} days: {s}', 'The {a} {s}', 'Things to know before a {s}'],
    domains: ['www.slowroads.example', 'passportandpines.example', 'www.thewanderledger.example'],
  },
  {
    name: 'Gardening',
    urlName: 'gardening',
    category: 'gardening',
    boards: ['Garden Ideas', 'Houseplants', 'Vegetable Garden', 'Balcony Garden', 'Flower Garden'],
    sections: ['Indoor', 'Outdoor', 'Herbs', 'Containers', 'Care tips'],
    adjectives: ['small', 'low-maintenance', 'cottage', 'pollinator-friendly', 'shade', 'easy'],
    subjects: ['raised garden bed', 'balcony garden', 'herb spiral', 'monstera care', 'cottage garden border', 'container tomatoes', 'succulent arrangement'],
    titles: [...GENERIC_TITLES, 'How to grow a {s}', '{a} {s} tips'],
    domains: ['www.greenthumbnotes.example', 'rootsandshoots.example'],
  },
  {
    name: 'Art',
    urlName: 'art',
    category: 'art',
    boards: ['Art Inspiration', 'Illustration', 'Painting Ideas', 'Color Palettes', 'Abstract Art'],
    sections: ['Painting', 'Drawing', 'Palettes', 'Studio'],
    adjectives: ['abstract', 'bold', 'minimal', 'colourful', 'textured', 'geometric'],
    subjects: ['watercolour landscape', 'abstract acrylic painting', 'colour palette', 'line drawing', 'gouache study', 'mural'],
    titles: [...GENERIC_TITLES, '{a} {s}'],
    domains: ['www.studiocanvas.example', 'palettehouse.example'],
  },
  {
    name: 'Beauty',
    urlName: 'beauty',
    category: 'beauty',
    boards: ['Skincare', 'Makeup Looks', 'Nails', 'Self Care', 'Beauty Wishlist'],
    sections: ['Skincare', 'Makeup', 'Nails', 'Routines'],
    adjectives: ['glowy', 'natural', 'soft', 'everyday', 'bold', 'minimal'],
    subjects: ['morning skincare routine', 'soft glam look', 'almond nails', 'no-makeup makeup', 'night routine', 'red lip'],
    titles: [...GENERIC_TITLES, '{a} {s}', 'My {s}'],
    domains: ['www.halcyonbeauty.example', 'glowjournal.example'],
    products: {
      names: ['Hydrating Serum', 'Tinted Lip Balm', 'Clay Face Mask', 'Mineral Sunscreen SPF 50', 'Satin Nail Polish', 'Cream Blush'],
      brands: ['Halcyon Beauty', 'Dewpoint', 'Moss & Milk'],
      price: [8, 78],
    },
  },
  {
    name: 'Hair Ideas',
    urlName: 'hair-ideas',
    category: 'hair_beauty',
    boards: ['Hair Ideas', 'Hairstyles', 'Hair Color', 'Braids'],
    sections: ['Short', 'Long', 'Colour', 'Updos'],
    adjectives: ['easy', 'effortless', 'messy', 'sleek', 'curly', 'short'],
    subjects: ['bob haircut', 'braided crown', 'curtain bangs', 'balayage', 'low bun', 'curly cut'],
    titles: [...GENERIC_TITLES, '{a} {s}'],
    domains: ['www.strandstudio.example', 'hairdiary.example'],
  },
  {
    name: 'Wedding',
    urlName: 'wedding',
    category: 'wedding',
    boards: ['Wedding Ideas', 'Wedding Flowers', 'Our Wedding', 'Wedding Dresses', 'Reception Decor'],
    sections: ['Flowers', 'Dresses', 'Venues', 'Cakes', 'Table settings'],
    adjectives: ['romantic', 'rustic', 'elegant', 'garden', 'boho', 'intimate'],
    subjects: ['wedding bouquet', 'table setting', 'wedding cake', 'ceremony arch', 'barn wedding', 'elopement'],
    titles: [...GENERIC_TITLES, '{a} {s}'],
    domains: ['www.vowsandveils.example', 'thegardenaisle.example'],
  },
  {
    name: 'Fitness',
    urlName: 'fitness',
    category: 'health_fitness',
    boards: ['Workouts', 'Fitness Motivation', 'Yoga', 'Healthy Habits', 'Home Workouts'],
    sections: ['Strength', 'Cardio', 'Yoga', 'Stretching', 'Plans'],
    adjectives: ['quick', 'beginner', '20-minute', 'full-body', 'low-impact', 'no-equipment'],
    subjects: ['core workout', 'yoga flow', 'leg day', 'stretching routine', 'running plan', 'kettlebell workout'],
    titles: [...GENERIC_TITLES, '{a} {s}', '{n}-week {s}'],
    domains: ['www.movewell.example', 'thedailysweat.example'],
  },
  {
    name: 'Kids and Parenting',
    urlName: 'kids-and-parenting',
    category: 'kids',
    boards: ['Kids Activities', 'Nursery', 'Parenting Tips', 'Kids Room', 'Lunchbox Ideas'],
    sections: ['Activities', 'Nursery', 'Food', 'Printables'],
    adjectives: ['easy', 'rainy-day', 'screen-free', 'cute', 'simple', 'toddler'],
    subjects: ['sensory bin', 'nursery corner', 'lunchbox idea', 'playroom storage', 'craft for toddlers'],
    titles: [...GENERIC_TITLES, '{a} {s}'],
    domains: ['www.littlesprout.example', 'playfulhours.example'],
  },
  {
    name: 'Architecture',
    urlName: 'architecture',
    category: 'architecture',
    boards: ['Architecture', 'Dream Houses', 'Modern Homes', 'Cabins'],
    sections: ['Exteriors', 'Interiors', 'Details', 'Cabins'],
    adjectives: ['modern', 'brutalist', 'timber', 'coastal', 'A-frame', 'minimal'],
    subjects: ['A-frame cabin', 'concrete house', 'courtyard home', 'timber staircase', 'glass house'],
    titles: [...GENERIC_TITLES, '{a} {s}'],
    domains: ['www.formandspace.example', 'archiscope.example'],
  },
  {
    name: 'Quotes',
    urlName: 'quotes',
    category: 'quotes',
    boards: ['Quotes', 'Words to Live By', 'Motivation'],
    sections: ['Life', 'Love', 'Work'],
    adjectives: ['inspiring', 'short', 'calm', 'honest'],
    subjects: ['quote about slowing down', 'morning affirmation', 'reminder to rest', 'quote about growth'],
    titles: ['{S}', 'A {a} {s}', 'Daily {s}'],
    domains: ['www.kindwords.example'],
  },
  {
    name: 'Outdoors',
    urlName: 'outdoors',
    category: 'outdoors',
    boards: ['Camping', 'Hiking', 'Outdoor Adventures', 'Van Life'],
    sections: ['Gear', 'Trails', 'Camp food', 'Campsites'],
    adjectives: ['ultralight', 'backcountry', 'easy', 'scenic', 'family'],
    subjects: ['camping checklist', 'day hike', 'campfire meal', 'van build', 'tent setup'],
    titles: [...GENERIC_TITLES, '{a} {s}'],
    domains: ['www.trailandember.example', 'fieldnotesoutdoors.example', 'www.fernwoodoutfitters.example'],
    products: {
      names: ['Insulated Water Bottle', 'Packable Down Jacket', 'Trail Running Shoes', 'Camp Lantern', 'Canvas Camp Chair'],
      brands: ['Fernwood Outfitters', 'Trail & Ember'],
      price: [16, 280],
    },
  },
  {
    name: 'Tattoos',
    urlName: 'tattoos',
    category: 'tattoos',
    boards: ['Tattoo Ideas', 'Fine Line Tattoos', 'Ink'],
    sections: ['Small', 'Floral', 'Script'],
    adjectives: ['fine line', 'minimal', 'floral', 'small', 'botanical'],
    subjects: ['wrist tattoo', 'botanical sleeve', 'moon tattoo', 'script tattoo'],
    titles: [...GENERIC_TITLES, '{a} {s}'],
    domains: ['www.inkandneedle.example'],
  },
  {
    name: 'Holidays and Events',
    urlName: 'holidays-and-events',
    category: 'holidays_events',
    boards: ['Christmas', 'Halloween', 'Party Ideas', 'Thanksgiving', 'Birthday Party'],
    sections: ['Decor', 'Food', 'Gifts', 'Tablescapes'],
    adjectives: ['festive', 'easy', 'rustic', 'elegant', 'spooky', 'cozy'],
    subjects: ['holiday tablescape', 'Christmas tree', 'Halloween porch', 'birthday party setup', 'gift wrapping idea', 'Thanksgiving centerpiece'],
    titles: [...GENERIC_TITLES, '{a} {s}'],
    domains: ['www.merrymaking.example', 'hostwithheart.example'],
  },
  {
    name: 'Animals',
    urlName: 'animals',
    category: 'animals',
    boards: ['Cute Animals', 'Dogs', 'Cats', 'Pet Ideas'],
    sections: ['Dogs', 'Cats', 'Wildlife', 'Pet DIY'],
    adjectives: ['cute', 'sleepy', 'funny', 'fluffy', 'tiny'],
    subjects: ['golden retriever puppy', 'sleepy cat', 'DIY dog bed', 'red fox', 'cat tree'],
    titles: [...GENERIC_TITLES, '{a} {s}'],
    domains: ['www.pawsandwhiskers.example', 'pettales.example'],
  },
];

export const FOOD_TOPICS = TOPICS.flatMap((t, i) => (t.recipes ? [i] : []));
export const SHOP_TOPICS = TOPICS.flatMap((t, i) => (t.products ? [i] : []));

/** Display names of the fictional sites, by host without www. */
const SITE_NAMES: Readonly<Record<string, string>> = {
  'archiscope.example': 'Archiscope',
  'craftingcorner.example': 'Crafting Corner',
  'fieldnotesoutdoors.example': 'Field Notes Outdoors',
  'gentsguide.example': "The Gent's Guide",
  'glowjournal.example': 'Glow Journal',
  'hairdiary.example': 'Hair Diary',
  'hostwithheart.example': 'Host with Heart',
  'palettehouse.example': 'Palette House',
  'passportandpines.example': 'Passport & Pines',
  'pettales.example': 'Pet Tales',
  'playfulhours.example': 'Playful Hours',
  'rootsandshoots.example': 'Roots & Shoots',
  'stylefile.example': 'Style File',
  'sugarcrumbkitchen.example': 'Sugar Crumb Kitchen',
  'thedailysweat.example': 'The Daily Sweat',
  'thegardenaisle.example': 'The Garden Aisle',
  'thenestedroom.example': 'The Nested Room',
  'theweekdaytable.example': 'The Weekday Table',
  'example-recipes.example': 'Example Recipes',
  'fernwoodoutfitters.example': 'Fernwood Outfitters',
  'flourandfig.example': 'Flour & Fig',
  'formandspace.example': 'Form & Space',
  'gluegunsandglitter.example': 'Glue Guns & Glitter',
  'greenthumbnotes.example': 'Green Thumb Notes',
  'halcyonbeauty.example': 'Halcyon Beauty',
  'hearthandhue.example': 'Hearth & Hue',
  'inkandneedle.example': 'Ink & Needle',
  'juniperandoak.example': 'Juniper & Oak',
  'kindwords.example': 'Kind Words',
  'littlesprout.example': 'Little Sprout Co.',
  'makeanddomore.example': 'Make & Do More',
  'merrymaking.example': 'Merrymaking',
  'movewell.example': 'Move Well',
  'pawsandwhiskers.example': 'Paws & Whiskers',
  'quietcorners.example': 'Quiet Corners',
  'saltandsimmer.example': 'Salt & Simmer',
  'skilletstories.example': 'Skillet Stories',
  'slowroads.example': 'Slow Roads',
  'strandstudio.example': 'Strand Studio',
  'studiocanvas.example': 'Studio Canvas',
  'thewanderledger.example': 'The Wander Ledger',
  'threadandform.example': 'Thread & Form',
  'trailandember.example': 'Trail & Ember',
  'vowsandveils.example': 'Vows & Veils',
};

/** A site's display name from its domain (host without www). */
export function siteName(domain: string): string {
  const known = SITE_NAMES[domain];
  if (known) return known;
  const label = domain.split('.')[0] ?? domain;
  return label.charAt(0).toUpperCase() + label.slice(1);
}
