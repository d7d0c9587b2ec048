// The 16 business categories' names in French: home's search suggestions, the shop list's category, the forms' choice.
export { businessCategoriesFr as default } from "./business-category-names-fr";
