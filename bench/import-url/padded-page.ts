/**
 * A fixture page grown to the size of a real recipe post (about 300 KB of HTML: the theme's inline
 * style and scripts, the story before the recipe, the comments after), so reading it costs what a
 * real page costs. The recipe's markup is untouched.
 */
export function paddedPage(html: string, bytes = 300 * 1024): string {
  const style = `<style>${'.entry-content p{margin:0 0 1.2em;line-height:1.6}'.repeat(400)}</style>`;
  const script = `<script>window.__theme=${JSON.stringify({ menu: Array.from({ length: 400 }, (_, i) => ({ id: i, label: `Entrada ${i}` })) })}</script>`;
  const story =
    '<p>Aquesta recepta ve de la meva àvia, que la feia cada diumenge. <a href="/receptes">Més receptes</a> i ' +
    '<strong>consells</strong> per fer-la <em>perfecta</em>.</p>\n<div class="wp-block-image"><img src="/img/pas.jpg" alt="" loading="lazy"></div>\n';
  const head = html.indexOf('</head>');
  const withHead =
    head >= 0 ? html.slice(0, head) + style + script + html.slice(head) : style + script + html;
  const fill = Math.max(0, bytes - withHead.length);
  const body = withHead.lastIndexOf('</body>');
  const filler = story.repeat(Math.ceil(fill / story.length));
  return body >= 0 ? withHead.slice(0, body) + filler + withHead.slice(body) : withHead + filler;
}
