// Renders GET /v2/openapi.json of the sandbox stage with Swagger UI; "Try it out" sends real
// requests there with the key given under Authorize.
(async () => {
  const config = await (await fetch('config.json')).json();
  const target = document.getElementById('reference');
  window.SwaggerUIBundle({
    url: `${config.stages.sandbox}/v2/openapi.json`,
    domNode: target,
    deepLinking: true,
    docExpansion: 'list',
    defaultModelsExpandDepth: 0,
    onComplete: () => target.setAttribute('aria-busy', 'false'),
  });
})();
