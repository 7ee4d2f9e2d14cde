import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ErrorResponse, Locale } from '@iagree/contract';
import { AppError } from '../errors.ts';
import { isDatabaseUnavailable } from '../db/unavailable.ts';
import { messages } from '../i18n/messages.ts';
import { translate, translateKey, type Localized } from '../i18n/localized.ts';
import { localeOfHeaders } from './locale.ts';

const zodLocales: Record<Locale, ReturnType<typeof z.locales.en>> = {
  ja: z.locales.ja(),
  en: z.locales.en(),
};

const byStatus: Record<number, Localized> = {
  400: messages.badRequest,
  401: messages.unauthorized,
  403: messages.forbidden,
  404: messages.notFound,
  409: messages.conflict,
  413: messages.payloadTooLarge,
  415: messages.unsupportedMediaType,
  422: messages.validationFailed,
  429: messages.tooManyRequests,
  503: messages.serviceUnavailable,
};

/**
 * Contract schemas carry shared message keys; a missing value becomes `validation.required`.
 * Everything else falls back to zod's own message in the caller's language.
 */
z.config({
  customError: (issue) => {
    if (issue.code !== 'invalid_type') return undefined;
    return issue.input === undefined || issue.input === null || issue.input === ''
      ? 'validation.required'
      : 'validation.invalid';
  },
});

type ValidationEntry = {
  instancePath: string;
  message?: string;
  keyword: string;
  params: Record<string, unknown>;
};

function fieldName(entry: ValidationEntry, context: string | undefined): string {
  const path = entry.instancePath.replace(/^\//, '').replaceAll('/', '.');
  return path || context || 'request';
}

function localizeIssue(entry: ValidationEntry, locale: Locale): string {
  const message = entry.message ?? '';
  const translated = translateKey(message, locale);
  if (translated !== message) return translated;
  const issue = { code: entry.keyword, ...entry.params } as Parameters<
    (typeof zodLocales)['en']['localeError']
  >[0];
  const localized = zodLocales[locale].localeError(issue);
  return typeof localized === 'string' ? localized : (localized?.message ?? message);
}

/** A schema failure's messages by field, in `locale`. */
function validationErrorsOf(error: FastifyError, locale: Locale): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const entry of (error.validation ?? []) as ValidationEntry[]) {
    const name = fieldName(entry, error.validationContext);
    (errors[name] ??= []).push(localizeIssue(entry, locale));
  }
  return errors;
}

function send(reply: FastifyReply, status: number, body: ErrorResponse) {
  return reply.status(status).type('application/json; charset=utf-8').send(body);
}

/** Fastify's own answers to a URL it cannot route, before any hook: for `frameworkErrors`. */
const frameworkStatus: Record<string, number> = {
  // A percent sign not followed by two hex digits, or an encoding of an invalid character.
  FST_ERR_BAD_URL: 400,
  // A path segment over `maxParamLength` (100): no id, code or token is that long.
  FST_ERR_MAX_PARAM_LENGTH: 404,
};

/**
 * The same `{ message }` shape and language as every other refusal, instead of Fastify's
 * English JSON that echoes the URL back (even for a page's address).
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const status = frameworkStatus[error.code] ?? 500;
  if (status === 500) request.log.error({ err: error }, 'request failed');
  return send(reply, status, {
    message: translate(byStatus[status] ?? messages.serverError, localeOfHeaders(request.headers)),
  });
}

/** The pool opens a new connection at the next query; a retry soon after may well succeed. */
const DATABASE_RETRY_AFTER_S = 5;

interface ErrorAnswer {
  status: number;
  body: ErrorResponse;
}

/**
 * What a failure answers, in the caller's language: its status and `{ message, errors }`. Logs
 * what operators should see and sets Retry-After; 5xx details stay in the log.
 */
export function errorAnswer(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): ErrorAnswer {
  const locale = request.locale;

  if (hasZodFastifySchemaValidationErrors(error)) {
    const errors = validationErrorsOf(error, locale);
    return { status: 422, body: { message: translate(messages.validationFailed, locale), errors } };
  }

  if (error instanceof AppError) {
    const { fields, code, retryAfter } = error.options;
    if (retryAfter !== undefined) reply.header('retry-after', String(retryAfter));
    // An expected 5xx (e.g. the image queue full) is a sign of load operators should see.
    if (error.statusCode >= 500) request.log.warn({ err: error }, 'request refused');
    return {
      status: error.statusCode,
      body: {
        message: translate(error.text, locale, error.options.params),
        ...(code && { code }),
        ...(fields && {
          errors: Object.fromEntries(
            Object.entries(fields).map(([name, texts]) => [
              name,
              texts.map((text) => translate(text, locale)),
            ]),
          ),
        }),
      },
    };
  }

  if (isDatabaseUnavailable(error)) {
    request.log.warn({ err: error }, 'database unavailable');
    reply.header('retry-after', String(DATABASE_RETRY_AFTER_S));
    return { status: 503, body: { message: translate(messages.serviceUnavailable, locale) } };
  }

  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    request.log.info({ err: error }, 'request refused');
    return {
      status,
      body: { message: translate(byStatus[status] ?? messages.badRequest, locale) },
    };
  }

  request.log.error({ err: error }, 'request failed');
  const shown = status === 503 ? 503 : 500;
  return {
    status: shown,
    body: {
      message: translate(
        shown === 503 ? messages.serviceUnavailable : messages.serverError,
        locale,
      ),
    },
  };
}

/** One place that turns every failure into `{ message, errors }` (errorAnswer). */
export const errorsPlugin = fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
      const { status, body } = errorAnswer(error, request, reply);
      return send(reply, status, body);
    });
  },
  { name: 'errors', dependencies: ['locale'] },
);
