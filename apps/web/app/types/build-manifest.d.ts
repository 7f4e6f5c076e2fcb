// Provided by server/build-manifest-plugin.ts: the manifest this build wrote (§7 builds/meta),
// shaped as app/lib/path-rules.ts BuildManifest (an ambient module cannot import a relative path).
declare module 'virtual:tourmarket/build-manifest' {
  const manifest: {
    readonly buildId: string
    readonly pathRules: readonly { readonly from: string; readonly to: string }[]
  }
  export default manifest
}
