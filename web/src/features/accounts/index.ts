// The accounts feature's public module: what code outside the portal's features (the editors'
// app) may use. Only what such a user needs, so importing it pulls in nothing else.
export { login } from './api/login.ts';
