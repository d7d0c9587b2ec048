// The shape a translation of an English message module must have: the same keys, nested the same way,
// any strings. A missing or extra key is a type error, so no French text can silently fall behind.
export type Translation<T> = {
  readonly [Key in keyof T]: T[Key] extends string ? string : Translation<T[Key]>;
};
