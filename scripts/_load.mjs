import autocannon from 'autocannon';

const [url, cookie, secs] = process.argv.slice(2);
const r = await autocannon({ url, headers: { cookie }, connections: 10, duration: Number(secs ?? 5) });
console.log(url, Math.round(r.requests.average), 'req/s', 'non2xx', r.non2xx);
