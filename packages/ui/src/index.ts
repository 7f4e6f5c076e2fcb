// The UI kit's public surface (§2 global widgets, §9 kit constants). Design tokens are a separate
// entry: import '@tourmarket/ui/tokens.css' once at the app root.
export {}
