'use strict';

const { factories } = require('@strapi/strapi');

module.exports = factories.createCoreController('api::level-test-question.level-test-question');
