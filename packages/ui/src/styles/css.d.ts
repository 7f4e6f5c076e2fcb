// Components import their own stylesheet (`import './modal.css'`) so the app's bundler ships it
// with them; TypeScript only needs to know such a side-effect import is intended.
declare module '*.css'
