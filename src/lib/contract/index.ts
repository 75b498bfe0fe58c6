export * from './common.ts';
export * from './category.ts';
export * from './product.ts';
export * from './domain.ts';
export * from './content.ts';
export * from './currency.ts';
export * from './commerce.ts';
