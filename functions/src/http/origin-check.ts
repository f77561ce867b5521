import type middy from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2 } from 'aws-lambda';
import { createHash, timingSafeEqual } from 'node:crypto';
import { forbidden } from './http-error';

/**
 * The header CloudFront adds to every request it forwards to the API (an origin custom header; a
 * viewer's own header of that name is overwritten by CloudFront, so a browser cannot supply it).
 */
export const originHeader = 'x-tandem-origin';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Refuses a request that did not come through the stage's CloudFront distribution, so the execute-api
 * URL cannot be used to go around the edge (its WAF rule, its headers). `expected` is the generated
 * value the stack gives CloudFront and the functions (`ORIGIN_SECRET`); without it (the local stack,
 * tests) there is no middleware at all. Digests are compared in constant time, whatever the lengths.
 */
export const originCheck = (
  expected: string | undefined,
): middy.MiddlewareObj<APIGatewayProxyEventV2, APIGatewayProxyResultV2>[] => {
  if (!expected) return [];
  const expectedDigest = digest(expected);
  return [
    {
      before: (request) => {
        const sent = request.event.headers?.[originHeader];
        if (sent === undefined || !timingSafeEqual(digest(sent), expectedDigest)) {
          throw forbidden("This API answers only through the site's own address.");
        }
      },
    },
  ];
};
