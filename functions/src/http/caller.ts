/** Who is calling, as proven by a verified access token. Claims and rights are loaded per request. */
export interface Caller {
  userId: string;
  sub: string;
  email?: string;
}
