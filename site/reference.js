// Renders GET /v2/openapi.json of the sandbox stage with Swagger UI; "Try it out" sends real
// requests there with the key given under Authorize.
(async () => {
  const config = await (await fetch('config.json')).json();
  const target = document.getElementById('reference');
  window.SwaggerUIBundle({
    url: `${config.stages.sandbox}/v2/openapi.json`,
    domNode: target,
    // no deep links: Swagger UI draws each as a link inside the operation's button, which nests one
    // control in another and makes targets too small for WCAG 2.2 (docs/developer-site.md, "Accessibility")
    deepLinking: false,
    docExpansion: 'list',
    defaultModelsExpandDepth: 0,
    onComplete: () => {
      // the server picker's visible "Servers" title is not its label
      target.querySelector('#servers')?.setAttribute('aria-label', 'Server');
      target.setAttribute('aria-busy', 'false');
    },
  });
})();
