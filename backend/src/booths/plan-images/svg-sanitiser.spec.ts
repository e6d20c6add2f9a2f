import { looksLikeSvg, sanitiseSvg, SvgRefused } from './svg-sanitiser.js';

const PNG_DATA =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

function refusal(text: string): string | null {
  try {
    sanitiseSvg(text);
    return null;
  } catch (error) {
    return error instanceof SvgRefused ? error.reason : 'other';
  }
}

describe('looksLikeSvg', () => {
  it('finds the svg root after a declaration, comments, a DOCTYPE and a BOM', () => {
    expect(looksLikeSvg('\uFEFF<?xml version="1.0"?>\n<!-- x -->\n<svg/>')).toBe(true);
    expect(
      looksLikeSvg(
        '<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd"><svg viewBox="0 0 1 1"></svg>',
      ),
    ).toBe(true);
  });

  it('is false for other XML, HTML and text', () => {
    expect(looksLikeSvg('<?xml version="1.0"?><Document/>')).toBe(false);
    expect(looksLikeSvg('<html><svg></svg></html>')).toBe(false);
    expect(looksLikeSvg('<svgx/>')).toBe(false);
    expect(looksLikeSvg('Lageplan')).toBe(false);
  });
});

describe('sanitiseSvg', () => {
  it('keeps the drawing: shapes, text, gradients by #id, styles and embedded pictures', () => {
    const { svg, widthPx, heightPx } = sanitiseSvg(
      `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 400 250">
        <defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient></defs>
        <style>.wall { stroke: #333; } rect > title { fill: url(#g) }</style>
        <rect class="wall" x="10" y="10" width="100" height="50" fill="url(#g)"/>
        <text x="20" y="40" font-size="12">Tor &amp; Brunnen &#176;</text>
        <use xlink:href="#g"/>
        <image href="${PNG_DATA}" width="1" height="1"/>
      </svg>`,
    );
    expect([widthPx, heightPx]).toEqual([400, 250]);
    expect(svg).toContain(
      '<rect class="wall" x="10" y="10" width="100" height="50" fill="url(#g)">',
    );
    expect(svg).toContain('Tor &amp; Brunnen °');
    expect(svg).toContain('xlink:href="#g"');
    expect(svg).toContain(`href="${PNG_DATA}"`);
    expect(svg).toContain('rect &gt; title { fill: url(#g) }');
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" xmlns:xlink=/);
  });

  it('removes scripts, event handlers, foreignObject, animation, links and external references', () => {
    const { svg } = sanitiseSvg(
      `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10" onload="alert(1)">
        <script>alert(1)</script>
        <script xlink:href="https://evil.example/x.js"/>
        <foreignObject><iframe xmlns="http://www.w3.org/1999/xhtml" src="https://evil.example"/></foreignObject>
        <rect width="1" height="1" onclick="alert(2)" OnMouseOver="alert(3)" fill="url(https://evil.example/p.svg#x)"/>
        <image href="https://evil.example/spy.png" width="1" height="1"/>
        <image xlink:href="data:image/svg+xml;base64,PHN2Zy8+" width="1" height="1"/>
        <use href="https://evil.example/sprite.svg#icon"/>
        <a href="javascript:alert(4)"><circle r="1"/></a>
        <set attributeName="href" to="javascript:alert(5)"/>
        <animate attributeName="fill" values="red"/>
        <style>@import url(https://evil.example/a.css); .x { background: url('https://evil.example/t') }</style>
        <g style="fill: url(//evil.example/f)"><path d="M0 0"/></g>
        <feImage href="https://evil.example/i.png"/>
        <iframe src="https://evil.example"/>
      </svg>`,
    );
    for (const banned of [
      'script',
      'onload',
      'onclick',
      'OnMouseOver',
      'foreignObject',
      'iframe',
      'evil.example',
      'javascript',
      'data:image/svg',
      '<set',
      '<animate',
      '@import',
      'feImage',
      '<a ',
    ]) {
      expect(svg).not.toContain(banned);
    }
    expect(svg).toContain('<circle r="1">'); // the link's drawing stays
    expect(svg).toContain('.x { background: none }');
    expect(svg).toContain('<rect width="1" height="1">');
  });

  it('catches references hidden by character references or CSS escapes', () => {
    const { svg } = sanitiseSvg(
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">
        <a href="&#106;avascript:alert(1)"><rect width="1" height="1" fill="&#117;rl(http://evil.example/x)"/></a>
        <rect width="2" height="2" style="fill: u\\72l(http://evil.example/y)"/>
        <style>.y { fill: u\\72l(http://evil.example/z) }</style>
        <style>svg { background-image: image-set("https://evil.example/s.png" 1x) }</style>
        <g style="mask-image: src('https://evil.example/m.png')"><path d="M0 0"/></g>
      </svg>`,
    );
    expect(svg).not.toContain('evil.example');
    expect(svg).not.toContain('javascript');
  });

  it('refuses entity declarations and broken XML; strips a plain DOCTYPE', () => {
    expect(
      refusal(
        '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "aaaa"><!ENTITY b "&a;&a;">]><svg viewBox="0 0 1 1">&b;</svg>',
      ),
    ).toBe('unreadable');
    expect(
      refusal(
        '<!DOCTYPE svg [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><svg viewBox="0 0 1 1">&xxe;</svg>',
      ),
    ).toBe('unreadable');
    expect(refusal('<svg viewBox="0 0 1 1"><rect></svg>')).toBe('unreadable');
    expect(
      refusal('<svg viewBox="0 0 1 1">' + '<g>'.repeat(100) + '</g>'.repeat(100) + '</svg>'),
    ).toBe('unreadable');
    const { svg } = sanitiseSvg(
      '<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd"><svg viewBox="0 0 1 1"/>',
    );
    expect(svg).not.toContain('DOCTYPE');
  });

  it('knows the size from the viewBox or absolute width and height; without either it refuses', () => {
    expect(sanitiseSvg('<svg width="100%" viewBox="0 0 1200 800"/>')).toMatchObject({
      widthPx: 1200,
      heightPx: 800,
    });
    const fromMm = sanitiseSvg('<svg width="297mm" height="210mm"><rect/></svg>');
    expect([fromMm.widthPx, fromMm.heightPx]).toEqual([1123, 794]);
    expect(fromMm.svg).toMatch(/viewBox="0 0 1122\.5\d* 793\.7\d*"/);
    expect(refusal('<svg width="100%" height="100%"/>')).toBe('unreadable');
    expect(refusal('<svg viewBox="0 0 0 10"/>')).toBe('unreadable');
    expect(refusal('<html/>')).toBe('not-svg');
  });

  it('drops namespaced editor attributes and elements (Inkscape, Illustrator)', () => {
    const { svg } = sanitiseSvg(
      `<svg xmlns="http://www.w3.org/2000/svg" xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" xmlns:sodipodi="x" viewBox="0 0 5 5" inkscape:version="1.3">
        <sodipodi:namedview pagecolor="#fff"/><metadata><rdf:RDF xmlns:rdf="y"/></metadata>
        <g inkscape:label="Ebene 1" id="layer1"><path d="M0 0H5"/></g>
      </svg>`,
    );
    expect(svg).not.toMatch(/inkscape|sodipodi|metadata|rdf/);
    expect(svg).toContain('<g id="layer1"><path d="M0 0H5"></path></g>');
  });
});
