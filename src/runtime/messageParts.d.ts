// `schemas/messages/<lang>.json?first` / `?rest`: the message groups the first load needs, and the
// others (split at build time, see src/shared/messageGroups.ts and vite.config.ts).
declare module '*.json?first' {
  const messages: Record<string, any>;
  export default messages;
}
declare module '*.json?rest' {
  const messages: Record<string, any>;
  export default messages;
}
// `?site`: the groups the public meeting site loads (SITE_MESSAGES)
declare module '*.json?site' {
  const messages: Record<string, any>;
  export default messages;
}
// `?library`: the groups the form builder's field library reads (LIBRARY_MESSAGES)
declare module '*.json?library' {
  const messages: Record<string, any>;
  export default messages;
}
