import { Duration } from 'aws-cdk-lib';
import { HeadersFrameOption, HeadersReferrerPolicy, ResponseHeadersPolicy } from 'aws-cdk-lib/aws-cloudfront';
import { Construct } from 'constructs';

export interface ContentSecurityPolicyOptions {
  /** Origins the browser talks to besides our own: the Cognito managed-login domain and the issuer. */
  readonly connectOrigins: readonly string[];
  /** Origins a login or logout form may post to (the managed-login domain). */
  readonly formActionOrigins?: readonly string[];
  /** Extra script origins (only an approved chat-support widget; empty by default). */
  readonly scriptOrigins?: readonly string[];
}

/**
 * The app's CSP: everything from our own origin (guide §9: no third-party host at run time), inline
 * styles allowed because Mantine and AG Grid set style attributes, no inline or eval'd script, never
 * framed.
 */
export function contentSecurityPolicy(options: ContentSecurityPolicyOptions): string {
  const list = (...sources: (readonly string[] | string)[]) => sources.flat().join(' ');
  return [
    `default-src 'self'`,
    `script-src ${list(`'self'`, options.scriptOrigins ?? [])}`,
    `style-src 'self' 'unsafe-inline'`,
    `img-src 'self' data: blob:`,
    `font-src 'self' data:`,
    `connect-src ${list(`'self'`, options.connectOrigins)}`,
    `worker-src 'self' blob:`,
    `manifest-src 'self'`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action ${list(`'self'`, options.formActionOrigins ?? [])}`,
    `frame-ancestors 'none'`,
    `upgrade-insecure-requests`,
  ].join('; ');
}

export interface SecurityHeadersProps extends ContentSecurityPolicyOptions {
  readonly policyName: string;
}

/** CloudFront response headers policy: strict CSP, HSTS (2 years, preload), nosniff, referrer, DENY framing. */
export class SecurityHeaders extends Construct {
  readonly policy: ResponseHeadersPolicy;

  constructor(scope: Construct, id: string, props: SecurityHeadersProps) {
    super(scope, id);
    this.policy = new ResponseHeadersPolicy(this, 'Policy', {
      responseHeadersPolicyName: props.policyName,
      comment: 'Tandem security headers',
      securityHeadersBehavior: {
        contentSecurityPolicy: { contentSecurityPolicy: contentSecurityPolicy(props), override: true },
        strictTransportSecurity: {
          accessControlMaxAge: Duration.days(730),
          includeSubdomains: true,
          preload: true,
          override: true,
        },
        contentTypeOptions: { override: true },
        referrerPolicy: {
          referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN,
          override: true,
        },
        frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
      },
      customHeadersBehavior: {
        customHeaders: [
          {
            header: 'Permissions-Policy',
            value: 'camera=(), microphone=(), geolocation=(), payment=()',
            override: true,
          },
          { header: 'Cross-Origin-Opener-Policy', value: 'same-origin', override: true },
        ],
      },
      removeHeaders: ['Server'],
    });
  }
}
