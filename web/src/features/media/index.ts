// The media feature's public module: what code outside the portal's features (the editors'
// app) may use. Only what such a user needs, so importing it pulls in nothing else.
export { refuseUpload, uploadFile } from './api/upload-file.ts';
