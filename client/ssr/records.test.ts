import { describe, expect, it } from 'vitest';
import { readServerRecords, recordsScript } from './records';

describe('server-rendered records', () => {
  it('go into the page as JSON that cannot end its script element, and come back whole', () => {
    const records = { 'client:root': { __id: 'client:root', title: '</script><script>alert(1)</script> <!-- \u2028' } };
    const script = recordsScript(JSON.stringify(records));
    expect(script.match(/<\/script>/g)).toHaveLength(1);
    expect(script).not.toContain('<!--');
    document.body.innerHTML = script;
    expect(readServerRecords(document)).toEqual(records);
  });

  it('are null in a page the server did not render, or when they do not parse', () => {
    document.body.innerHTML = '';
    expect(readServerRecords(document)).toBeNull();
    document.body.innerHTML = '<script type="application/json" id="cb-records">{not json</script>';
    expect(readServerRecords(document)).toBeNull();
  });
});
