// `@beurs/domain/constants`: fixed values and user-facing texts, with no schema or math attached,
// so a screen that only needs a label or a limit does not pull in zod.
export * from '../constants';
export * from '../messages';
