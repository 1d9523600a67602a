// The table of tests/required-fields.test.ts: every request body, a valid example of it, and for each required
// field the message the form and the API give when it is missing.
import type { z } from "zod";
import { msg } from "@/lib/accounts/messages";
import {
  changePasswordInput,
  forgotPasswordInput,
  loginCodeInput,
  loginInput,
  otpSendInput,
  otpVerifyInput,
  profileInput,
  registerInput,
  resetPasswordInput,
} from "@/lib/accounts/schema";
import { applicationInput } from "@/lib/applications/schema";
import { formMessages } from "@/lib/validation/messages";
import { consultationInput } from "@/lib/consultations/schema";
import { conversationMessages, messageInput, reportInput } from "@/lib/conversations/schema";
import { contactInput } from "@/lib/contact/schema";
import { waitlistInput } from "@/lib/courses/schema";
import { eventInput } from "@/lib/events/schema";
import { jobInput } from "@/lib/jobs/schema";
import { serviceDemoInput } from "@/lib/leads/schema";

const validJob = {
  title: "Solidity engineer",
  company: "ZK Circuits",
  description: "Build circuits.",
  location: "Jaipur",
  contactEmail: "jobs@zk.example",
  contactPhone: "+91 98765 43210",
};
const validEvent = { title: "ZK Day", contactEmail: "hi@zk.example", contactPhone: "+91 98765 43210" };
const validRegister = {
  firstName: "Asha",
  lastName: "Rao",
  username: "asha_rao",
  dateOfBirth: "2001-05-17",
  email: "asha@example.com",
  password: "Str0ng@Pass",
  confirmPassword: "Str0ng@Pass",
  countryCode: "+91",
  mobileNumber: "9876543210",
  agreeToTerms: true,
};

export type Row = {
  body: string;
  schema: z.ZodType;
  valid: Record<string, unknown>;
  field: string;
  message: string;
};

export const rows: Row[] = [
  ...(
    [
      ["name", "Please enter your name"],
      ["email", "Please enter your email address"],
      ["mobile", "Please enter your mobile number"],
      ["topic", "Please enter a topic"],
      ["message", "Please enter a message"],
    ] as const
  ).map(([field, message]) => ({
    body: "consultation",
    schema: consultationInput,
    valid: { name: "Asha", email: "a@example.com", mobile: "+91 98765 43210", topic: "Audit", message: "Hi" },
    field,
    message,
  })),
  ...(
    [
      ["title", "Title is required"],
      ["company", "Company name is required"],
      ["description", "Job description is required"],
      ["location", "Location is required"],
      ["contactEmail", "Please enter a valid email address"],
      ["contactPhone", "Please enter a valid phone number"],
    ] as const
  ).map(([field, message]) => ({ body: "job", schema: jobInput, valid: validJob, field, message })),
  ...(
    [
      ["title", "Title is required"],
      ["contactEmail", "Please enter a valid email address"],
      ["contactPhone", "Please enter a valid phone number"],
    ] as const
  ).map(([field, message]) => ({ body: "event", schema: eventInput, valid: validEvent, field, message })),
  ...(
    [
      "firstName",
      "lastName",
      "username",
      "dateOfBirth",
      "email",
      "password",
      "confirmPassword",
      "mobileNumber",
    ] as const
  ).map((field) => ({
    body: "register",
    schema: registerInput,
    valid: validRegister,
    field,
    message: msg.fillAllFields,
  })),
  {
    body: "register",
    schema: registerInput,
    valid: validRegister,
    field: "agreeToTerms",
    message: msg.agreeToTerms,
  },
  ...(["email", "password"] as const).map((field) => ({
    body: "login",
    schema: loginInput,
    valid: { email: "a@example.com", password: "x" },
    field,
    message: msg.loginRequired,
  })),
  {
    body: "login code",
    schema: loginCodeInput,
    valid: { email: "a@example.com", code: "123456" },
    field: "email",
    message: msg.loginRequired,
  },
  {
    body: "login code",
    schema: loginCodeInput,
    valid: { email: "a@example.com", code: "123456" },
    field: "code",
    message: msg.otpFormat,
  },
  {
    body: "otp send",
    schema: otpSendInput,
    valid: { email: "a@example.com" },
    field: "email",
    message: msg.emailRequired,
  },
  {
    body: "otp verify",
    schema: otpVerifyInput,
    valid: { email: "a@example.com", otp: "123456" },
    field: "otp",
    message: msg.otpFormat,
  },
  {
    body: "forgot",
    schema: forgotPasswordInput,
    valid: { email: "a@example.com" },
    field: "email",
    message: msg.emailRequired,
  },
  ...(
    [
      ["firstName", msg.firstNameRequired],
      ["lastName", msg.lastNameRequired],
    ] as const
  ).map(([field, message]) => ({
    body: "profile",
    schema: profileInput,
    valid: { firstName: "Asha", lastName: "Rao" },
    field,
    message,
  })),
  ...(["currentPassword", "newPassword"] as const).map((field) => ({
    body: "change password",
    schema: changePasswordInput,
    valid: { currentPassword: "Old@Pass1", newPassword: "New@Pass12" },
    field,
    message: msg.allFieldsRequired,
  })),
  ...(
    [
      ["token", msg.resetLinkInvalid],
      ["password", msg.fillAllFields],
      ["confirmPassword", msg.fillAllFields],
    ] as const
  ).map(([field, message]) => ({
    body: "reset password",
    schema: resetPasswordInput,
    valid: { token: "t", password: "New@Pass12", confirmPassword: "New@Pass12" },
    field,
    message,
  })),
  ...(
    [
      ["name", "Please enter your name"],
      ["mail", "Please enter your email address"],
      ["subject", "Please enter a subject"],
      ["message", "Please enter a message"],
    ] as const
  ).map(([field, message]) => ({
    body: "contact",
    schema: contactInput,
    valid: { name: "Asha", mail: "a@example.com", subject: "Hi", message: "Hello" },
    field,
    message,
  })),
  ...(
    [
      ["courseId", "Please choose a course"],
      ["name", "Please enter your name"],
      ["email", "Please enter your email address"],
    ] as const
  ).map(([field, message]) => ({
    body: "waitlist",
    schema: waitlistInput,
    valid: { courseId: "c1", name: "Asha", email: "a@example.com" },
    field,
    message,
  })),
  ...(
    [
      ["fullName", "Please enter your full name"],
      ["email", "Please enter your email address"],
    ] as const
  ).map(([field, message]) => ({
    body: "service demo",
    schema: serviceDemoInput,
    valid: { kind: "service-demo", fullName: "Asha", email: "a@example.com" },
    field,
    message,
  })),
  ...(["name", "email", "coverLetter"] as const).map((field) => ({
    body: "application",
    schema: applicationInput,
    valid: { name: "Asha", email: "a@example.com", coverLetter: "Hello" },
    field,
    message: formMessages.requiredFields,
  })),
  {
    body: "conversation message",
    schema: messageInput,
    valid: { message: "Hello" },
    field: "message",
    message: conversationMessages.messageRequired,
  },
  {
    body: "conversation report",
    schema: reportInput,
    valid: { reason: "Spam" },
    field: "reason",
    message: conversationMessages.reasonRequired,
  },
];
