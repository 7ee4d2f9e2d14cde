/** What other modules may use of the categories: their names, per thing and in all. */
export { categoriesIn, categoriesJson, categoriesOf, listCategories } from './service.ts';
