/** People, places and filler text for the seed. Every domain is fictional (.example). */

export const FIRST_NAMES = [
  'Olivia', 'Liam', 'Amara', 'Noah', 'Sofia', 'Mateo', 'Priya', 'Ethan', 'Chloe', 'Kenji', 'Isabella', 'Lucas',
  'Zara', 'Omar', 'Hannah', 'Diego', 'Aaliyah', 'Jonas', 'Mei', 'Caleb', 'Nadia', 'Felix', 'Leah', 'Tomás',
  'Grace', 'Arjun', 'Maya', 'Elijah', 'Camila', 'Hugo', 'Yara', 'Samuel', 'Freya', 'Kwame', 'Ava', 'Rafael',
  'Ingrid', 'Malik', 'Lucia', 'Theo', 'Sana', 'Oscar', 'Elena', 'Jamal', 'Nora', 'Ravi', 'Clara', 'Adrian',
  'Imani', 'Finn', 'Harper', 'Luca', 'Aisha', 'Gabriel', 'Ruby', 'Hiro', 'Ines', 'Marcus', 'Layla', 'Anders',
  'Paloma', 'Isaac', 'Keiko', 'Dominic', 'Fatima', 'Owen', 'Valentina', 'Wei', 'Bea', 'Santiago', 'Esme', 'Tariq',
  'June', 'Mikael', 'Rosa', 'Dev', 'Astrid', 'Julian', 'Lina', 'Kai', 'Margot', 'Ezra', 'Naomi', 'Andre',
  'Tessa', 'Yusuf', 'Ivy', 'Bruno', 'Amelie', 'Cyrus', 'Lila', 'Emeka', 'Willa', 'Soren', 'Daniela', 'Jasper',
];

export const LAST_NAMES = [
  'Okafor', 'Nguyen', 'Garcia', 'Müller', 'Patel', 'Kim', 'Rossi', 'Johnson', 'Haddad', 'Silva', 'Andersson',
  'Tanaka', 'Dubois', 'Mensah', 'Kowalski', 'Hernández', 'Chen', 'Murphy', 'Novak', 'Rahman', 'Costa', 'Walker',
  'Fischer', 'Ibrahim', 'Larsen', 'Moreau', 'Sato', 'Brooks', 'Alvarez', 'Shah', 'OConnor', 'Bianchi', 'Adeyemi',
  'Lindqvist', 'Park', 'Romero', 'Mitchell', 'Yamamoto', 'Kaur', 'Schneider', 'Ortiz', 'Bennett', 'Petrov',
  'Hughes', 'Mendes', 'Nakamura', 'Reyes', 'Holm', 'Castillo', 'Ward', 'Farouk', 'Lopez', 'Jensen', 'Ferrari',
  'Owusu', 'Sullivan', 'Wong', 'Dimitrou', 'Ramos', 'Hart', 'Becker', 'Marchetti', 'Quinn', 'Takahashi', 'Morales',
  'Eriksen', 'Baker', 'Greco', 'Foster', 'Abara', 'Santos', 'Vogel', 'Kapoor', 'Lund', 'Rivera', 'Hayes',
];

export const BUSINESS_WORDS_A = [
  'Juniper', 'Willow', 'Fern', 'Sable', 'Marigold', 'Cedar', 'Linden', 'Harbor', 'Meadow', 'Saffron', 'Bramble',
  'Copper', 'Ember', 'Maple', 'Tidal', 'Olive', 'Clover', 'Aster', 'Birch', 'Sparrow',
];
export const BUSINESS_WORDS_B = ['Oak', 'Wren', 'Thread', 'Stone', 'Loom', 'Clay', 'Field', 'Pine', 'Moss', 'Lark'];
export const BUSINESS_SUFFIXES = ['Studio', 'Home', 'Goods', 'Co.', 'Supply', 'Atelier', 'Mercantile', 'Collective'];

export const COUNTRIES: readonly (readonly [country: string, locale: string])[] = [
  ['US', 'en-US'],
  ['US', 'en-US'],
  ['US', 'en-US'],
  ['GB', 'en-GB'],
  ['CA', 'en-CA'],
  ['AU', 'en-AU'],
  ['DE', 'de-DE'],
  ['FR', 'fr-FR'],
  ['BR', 'pt-BR'],
  ['MX', 'es-MX'],
  ['IN', 'en-IN'],
  ['JP', 'ja-JP'],
  ['ES', 'es-ES'],
];

export const BIO_TEMPLATES = [
  'Collecting ideas for {t1} and {t2}.',
  '{T1} lover. Occasional {t2} experiments.',
  'Saving the good stuff: {t1}, {t2} and everything in between.',
  'Home cook, weekend gardener, forever rearranging the living room.',
  'Designer by day, pinner by night.',
  'Mostly {t1}. Sometimes {t2}. Always coffee.',
  'Planning my next trip one pin at a time.',
  'Small-space living and big ideas.',
  '',
  '',
];

export const SHORT_DESCRIPTIONS = ['Yum', 'wow', '<3', 'DIY', 'omg', 'yes', 'Fav', 'so', '10/10', ':)'];

/** Neutral sentences used to pad descriptions. */
export const FILLER_SENTENCES = [
  'Saving this for later because I know I will want it again.',
  'The light in this one is just perfect.',
  'I tried this last weekend and it turned out better than expected.',
  'Everything about the colour palette here works for me.',
  'Pinning for inspiration before we start the project in spring.',
  'Simple, practical and it actually looks good in real life.',
  'This is the kind of idea that makes a small space feel bigger.',
  'Bookmarking so I can show my partner later.',
  'Love how approachable this is for beginners.',
  'A few small changes and it would fit any style.',
  'Budget friendly and it only takes an afternoon.',
  'We made a version of this for a family get-together and everyone asked about it.',
  'Adding this to the list of things to try this month.',
  'The details make all the difference here.',
  'Would happily recreate this exactly as it is.',
  'Perfect for a slow Sunday.',
  'Keeping this one as a reference for the textures.',
  'Honestly the best version of this I have seen so far.',
];

export const HASHTAGS = ['#inspo', '#weekendproject', '#homesweethome', '#foodie', '#ootd', '#travelgoals', '#plantmom', '#diy'];

export const PRODUCT_LABELS = ['Bestseller', 'New arrival', 'Free shipping', 'Limited edition', 'Low stock'];

export const RECIPE_INGREDIENTS: readonly (readonly [name: string, amount: string, unit: string])[] = [
  ['olive oil', '2', 'tbsp'],
  ['garlic cloves, minced', '3', ''],
  ['yellow onion, diced', '1', ''],
  ['kosher salt', '1', 'tsp'],
  ['black pepper', '1/2', 'tsp'],
  ['unsalted butter', '4', 'tbsp'],
  ['all-purpose flour', '2', 'cups'],
  ['granulated sugar', '3/4', 'cup'],
  ['large eggs', '2', ''],
  ['whole milk', '1', 'cup'],
  ['heavy cream', '1/2', 'cup'],
  ['parmesan, grated', '1/2', 'cup'],
  ['fresh basil', '1', 'handful'],
  ['lemon, juiced', '1', ''],
  ['chicken thighs', '1.5', 'lb'],
  ['baby spinach', '4', 'cups'],
  ['cherry tomatoes', '1', 'pint'],
  ['chickpeas, drained', '15', 'oz'],
  ['coconut milk', '13.5', 'oz'],
  ['red curry paste', '2', 'tbsp'],
  ['soy sauce', '3', 'tbsp'],
  ['honey', '2', 'tbsp'],
  ['fresh ginger, grated', '1', 'tbsp'],
  ['smoked paprika', '1', 'tsp'],
  ['vanilla extract', '2', 'tsp'],
  ['baking powder', '1', 'tsp'],
  ['dark chocolate, chopped', '6', 'oz'],
  ['rolled oats', '1', 'cup'],
  ['brown sugar', '1/2', 'cup'],
  ['cinnamon', '1', 'tsp'],
  ['rice', '1', 'cup'],
  ['green onions, sliced', '3', ''],
  ['feta, crumbled', '4', 'oz'],
  ['avocado', '1', ''],
  ['fresh cilantro', '1/4', 'cup'],
];

export const DIETS = ['Vegetarian', 'Vegan', 'Gluten free', 'Dairy free', 'Low carb', 'High protein'];
