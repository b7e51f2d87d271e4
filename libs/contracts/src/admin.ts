import { z } from 'zod';
import { requiredText } from './common';

export const AdminLoginRequestSchema = z.object({ password: requiredText('Password is required.', 200) });
export type AdminLoginRequest = z.infer<typeof AdminLoginRequestSchema>;
export const AdminLoginResponseSchema = z.object({ token: z.string(), expiresAt: z.string() });
export type AdminLoginResponse = z.infer<typeof AdminLoginResponseSchema>;
export const ADMIN_SESSION_COOKIE = 'tp_admin';
