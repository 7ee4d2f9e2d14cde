declare module 'virtual:app-start' {
  /** The address of `src/app/start.tsx`'s chunk (build/app-start.ts). */
  const startUrl: string;
  export default startUrl;
}
