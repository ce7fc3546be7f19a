'use strict';

const { factories } = require('@strapi/strapi');

module.exports = factories.createCoreService('api::level-test-question.level-test-question');
