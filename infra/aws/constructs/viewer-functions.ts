import { Function as CloudFrontFunction, FunctionCode, FunctionRuntime } from 'aws-cdk-lib/aws-cloudfront';
import { Construct } from 'constructs';

export interface ViewerFunctionsProps {
  /** `/app/`: the sub-path the web app is served under. */
  readonly basePath: string;
  /** Prefix of the CloudFront function names (`tandem-dev`). */
  readonly namePrefix: string;
}

/**
 * The two viewer-request functions of the distribution.
 *
 * - SPA fallback (on `/app/*`): a path without a file extension in its last segment is a client-side
 *   route, so the request is rewritten to `/app/index.html`; real files (`.js`, `.css`, `config.json`)
 *   pass through. This is deliberately not a distribution-wide custom error response, which would also
 *   turn the API's 403/404 answers into the HTML page.
 * - Root redirect (default behaviour): `/` and `/app` go to `/app/`, keeping the query string.
 */
export class ViewerFunctions extends Construct {
  readonly spaFallback: CloudFrontFunction;
  readonly rootRedirect: CloudFrontFunction;

  constructor(scope: Construct, id: string, props: ViewerFunctionsProps) {
    super(scope, id);
    const base = JSON.stringify(props.basePath);
    const indexPath = JSON.stringify(`${props.basePath}index.html`);
    const bare = JSON.stringify(props.basePath.replace(/\/$/, ''));

    this.spaFallback = new CloudFrontFunction(this, 'SpaFallback', {
      functionName: `${props.namePrefix}-spa-fallback`,
      comment: `Rewrites extension-less paths under ${props.basePath} to ${props.basePath}index.html`,
      runtime: FunctionRuntime.JS_2_0,
      code: FunctionCode.fromInline(
        [
          'function handler(event) {',
          '  var request = event.request;',
          '  var uri = request.uri;',
          `  var last = uri.substring(uri.lastIndexOf('/') + 1);`,
          `  if (uri.indexOf(${base}) === 0 && last.indexOf('.') === -1) {`,
          `    request.uri = ${indexPath};`,
          '  }',
          '  return request;',
          '}',
        ].join('\n'),
      ),
    });

    this.rootRedirect = new CloudFrontFunction(this, 'RootRedirect', {
      functionName: `${props.namePrefix}-root-redirect`,
      comment: `Redirects / to ${props.basePath}`,
      runtime: FunctionRuntime.JS_2_0,
      code: FunctionCode.fromInline(
        [
          'function handler(event) {',
          '  var request = event.request;',
          `  if (request.uri === '/' || request.uri === ${bare}) {`,
          '    var query = Object.keys(request.querystring).map(function (key) {',
          '      var value = request.querystring[key];',
          "      return encodeURIComponent(key) + (value.value ? '=' + encodeURIComponent(value.value) : '');",
          "    }).join('&');",
          '    return {',
          '      statusCode: 302,',
          "      statusDescription: 'Found',",
          `      headers: { location: { value: ${base} + (query ? '?' + query : '') }, 'cache-control': { value: 'no-store' } },`,
          '    };',
          '  }',
          '  return request;',
          '}',
        ].join('\n'),
      ),
    });
  }
}
