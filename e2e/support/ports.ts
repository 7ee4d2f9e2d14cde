/** Ports of the app and the mail capture during e2e runs; override when they are taken. */
export const APP_PORT = Number(process.env.E2E_PORT ?? 4310);
export const MAIL_PORT = Number(process.env.E2E_MAIL_PORT ?? 4311);
export const baseURL = `http://127.0.0.1:${APP_PORT}`;
export const mailURL = `http://127.0.0.1:${MAIL_PORT}`;
