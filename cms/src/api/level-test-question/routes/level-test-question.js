'use strict';

const { factories } = require('@strapi/strapi');

module.exports = factories.createCoreRouter('api::level-test-question.level-test-question');
