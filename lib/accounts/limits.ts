// accounts issue §7: the rate limits of accounts, kept in PostgreSQL (lib/rate-limit.ts).
import type { RateRule } from "@/lib/rate-limit";

const MINUTE = 60;
const HOUR = 60 * MINUTE;

export const limits = {
  loginByIp: (ip: string): RateRule => ({ key: `login:ip:${ip}`, limit: 10, windowSeconds: 15 * MINUTE }),
  loginByAccount: (email: string): RateRule => ({
    key: `login:acct:${email}`,
    limit: 10,
    windowSeconds: 15 * MINUTE,
  }),
  otpByEmail: (email: string): RateRule => ({ key: `otp:email:${email}`, limit: 5, windowSeconds: HOUR }),
  otpByIp: (ip: string): RateRule => ({ key: `otp:ip:${ip}`, limit: 20, windowSeconds: HOUR }),
  forgotByEmail: (email: string): RateRule => ({
    key: `forgot:email:${email}`,
    limit: 5,
    windowSeconds: HOUR,
  }),
  registerByIp: (ip: string): RateRule => ({ key: `register:ip:${ip}`, limit: 10, windowSeconds: HOUR }),
};

export const tooManyMessages = {
  login: "Too many login attempts. Please try again later.",
  otp: "Too many verification codes requested. Please try again later.",
  forgot: "Too many reset requests. Please try again later.",
  register: "Too many registrations from this network. Please try again later.",
};
